package api

import (
	"fmt"
	"net/http"
	"net/url"
)

// OAuthRequest is what the forge login gets.
type OAuthRequest struct {
	Code  string
	State string
}

// ForgeLogin stands in for forge.Login; it returns the URL to redirect to
// when the user still has to log in at the forge.
var ForgeLogin func(req *OAuthRequest) (redirectURL string)

// RootPath stands in for server.Config.Server.RootPath.
var RootPath = ""

// HandleAuth handles the OAuth callback and the start of a login. It reads
// only the query of the incoming request URL.
func HandleAuth(w http.ResponseWriter, r *http.Request) {
	if errorCode := r.URL.Query().Get("error"); errorCode != "" {
		query := url.Values{}
		query.Set("error", errorCode)
		if d := r.URL.Query().Get("error_description"); d != "" {
			query.Set("error_description", d)
		}
		if u := r.URL.Query().Get("error_uri"); u != "" {
			query.Set("error_uri", u)
		}
		http.Redirect(w, r, fmt.Sprintf("%s/login?%s", RootPath, query.Encode()), http.StatusSeeOther)
		return
	}
	if state := r.URL.Query().Get("state"); state == "wrong" {
		http.Redirect(w, r, RootPath+"/login?error=invalid_state", http.StatusSeeOther)
		return
	}
	if ForgeLogin != nil {
		if redirectURL := ForgeLogin(&OAuthRequest{Code: r.URL.Query().Get("code"), State: "signed-state"}); redirectURL != "" {
			http.Redirect(w, r, redirectURL, http.StatusSeeOther)
			return
		}
	}
	http.Redirect(w, r, RootPath+"/", http.StatusSeeOther)
}

// PostHook stands in for the webhook handler; it reads the request headers
// and body only.
func PostHook(w http.ResponseWriter, r *http.Request) {
	_ = r.Header.Get("Authorization")
	w.WriteHeader(http.StatusNoContent)
}
