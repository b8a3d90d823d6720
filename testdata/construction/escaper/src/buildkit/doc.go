// Package buildkit mirrors a provenance test of an image builder.
package buildkit
