// Package frrk8s holds cases rewritten from github.com/metallb/frr-k8s.
package frrk8s

import "net/http"

// Handler answers the liveness probe.
func Handler(ok bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !ok {
			http.Error(w, "failed to call show daemons", http.StatusInternalServerError)
		}
	})
}
