// Package chi holds cases rewritten from github.com/go-chi/chi/v5.
package chi
