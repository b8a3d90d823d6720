package gitea

import (
	"encoding/json"
	"errors"
	"net/http"
)

const hookEvent = "X-Gitea-Event"

// Repo stands in for model.Repo.
type Repo struct {
	FullName string
	CloneSSH string
}

// ErrIgnoreEvent is returned for events that start no pipeline.
var ErrIgnoreEvent = errors.New("ignore event")

// parseHook parses a gitea webhook request into the repository it concerns.
func parseHook(r *http.Request) (*Repo, error) {
	if r.Header.Get(hookEvent) == "" {
		return nil, ErrIgnoreEvent
	}
	var hook struct {
		Repository struct {
			FullName string `json:"full_name"`
			SSHURL   string `json:"ssh_url"`
		} `json:"repository"`
	}
	if err := json.NewDecoder(r.Body).Decode(&hook); err != nil {
		return nil, err
	}
	return &Repo{FullName: hook.Repository.FullName, CloneSSH: hook.Repository.SSHURL}, nil
}
