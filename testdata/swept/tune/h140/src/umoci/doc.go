// Package umoci holds cases rewritten from github.com/opencontainers/umoci.
package umoci
