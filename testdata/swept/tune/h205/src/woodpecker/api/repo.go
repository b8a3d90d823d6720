package api

import (
	"fmt"
	"net/http"
	"strings"
)

// Config stands in for server.Config.
var Config struct {
	Server struct {
		WebhookHost string
	}
}

// Forge stands in for the forge a repository lives on.
type Forge interface {
	Activate(link string) error
	Deactivate(link string) error
}

// signHookToken stands in for token.New(token.HookToken).Sign(repo.Hash),
// which returns a JWT: base64url parts joined by dots.
func signHookToken(hash string) (string, error) {
	return "eyJhbGciOiJIUzI1NiJ9.eyJyZXBvIjoiMSJ9." + hash, nil
}

// PostRepo activates a repository.
func PostRepo(w http.ResponseWriter, _forge Forge, repoHash string) {
	sig, err := signHookToken(repoHash)
	if err != nil {
		http.Error(w, "could not generate new jwt token.", http.StatusInternalServerError)
		return
	}

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/repo.go:173 (escaper: the access_token spliced raw is a signed JWT of base64url parts and dots, which a query takes unescaped, appended to the slash-trimmed webhook base URL)
	hookURL := fmt.Sprintf("%s/api/hook?access_token=%s", Config.Server.WebhookHost, sig) // lookalike

	if err := _forge.Activate(hookURL); err != nil {
		http.Error(w, "could not create webhook in forge.", http.StatusInternalServerError)
	}
}

// MoveRepo moves a repository to a new owner.
func MoveRepo(w http.ResponseWriter, r *http.Request, _forge Forge, repoHash string) {
	to := r.URL.Query().Get("to")
	owner, name, ok := strings.Cut(to, "/")
	if !ok || owner == "" || name == "" {
		http.Error(w, "missing required to query value", http.StatusBadRequest)
		return
	}

	sig, err := signHookToken(repoHash)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}

	// reconstruct the hook url
	host := Config.Server.WebhookHost
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/repo.go:653 (escaper: the same hook URL with a JWT access_token, whose characters need no query escaping)
	hookURL := fmt.Sprintf("%s/api/hook?access_token=%s", host, sig) // lookalike

	_ = _forge.Deactivate(host)
	if err := _forge.Activate(hookURL); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// repairRepo re-creates the webhook of a repository.
func repairRepo(_forge Forge, repoHash string) error {
	sig, err := signHookToken(repoHash)
	if err != nil {
		return err
	}

	// reconstruct the webhook url
	host := Config.Server.WebhookHost
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/repo.go:763 (escaper: the same hook URL with a JWT access_token, whose characters need no query escaping)
	hookURL := fmt.Sprintf("%s/api/hook?access_token=%s", host, sig) // lookalike

	return _forge.Activate(hookURL)
}
