// Package ctrlruntime mirrors a health endpoint test of a controller framework.
package ctrlruntime
