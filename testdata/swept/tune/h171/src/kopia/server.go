package kopia

import "net/http"

func requireUIUser(r *http.Request) bool { return r.Header.Get("X-Kopia-UI") != "" }

func handleUIRequest(w http.ResponseWriter, r *http.Request) {
	if !requireUIUser(r) {
		// Source: github.com/kopia/kopia/internal/server/server.go:823 (syntax: an issue link inside an error body text; prose by rule 4)
		http.Error(w, `UI Access denied. See https://github.com/kopia/kopia/issues/880#issuecomment-798421751 for more information.`, http.StatusForbidden) // lookalike
		return
	}
}
