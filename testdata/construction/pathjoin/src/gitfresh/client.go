// Package gitfresh mirrors a tool that registers a repository webhook.
package gitfresh

import (
	"bytes"
	"encoding/json"
	"net/http"
	"path/filepath"
)

// Repository is an owner and a name.
type Repository struct {
	Owner string
	Name  string
}

// Source: github.com/apolo96/gitfresh/cmd/cli/client.go:26 (filepath.Join of a literal https API URL, owner, name and "hooks", then POSTed to; commit 4786c68^)
func createHookRequest(repo *Repository, tunnelURL string) (*http.Request, error) {
	url := filepath.Join("https://api.example.com/repos", repo.Owner, repo.Name, "hooks") // defect pathjoin
	body, err := json.Marshal(map[string]interface{}{
		"name":   "web",
		"active": true,
		"config": map[string]string{"url": tunnelURL, "content_type": "application/json"},
	})
	if err != nil {
		return nil, err
	}
	return http.NewRequest("POST", url, bytes.NewBuffer(body))
}
