// Package mochi holds cases rewritten from github.com/mochi-mqtt/server.
package mochi

import "net/http"

// Healthcheck serves the broker's health endpoint.
func Healthcheck(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	w.WriteHeader(http.StatusOK)
}
