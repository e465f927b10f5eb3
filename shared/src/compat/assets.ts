// Temporary: moved to @quantethic/kit. Import from the kit path instead.
export * from '../../../kit/src/assets/index';
