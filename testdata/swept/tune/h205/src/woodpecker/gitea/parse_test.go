package gitea

import (
	"bytes"
	"net/http"
	"reflect"
	"testing"

	"woodpecker/gitea/fixtures"
)

func TestGiteaParser(t *testing.T) {
	tests := []struct {
		name  string
		data  string
		event string
		repo  *Repo
	}{
		{
			name:  "push event should handle multi commit push",
			data:  fixtures.HookPushMulti,
			event: "push",
			repo: &Repo{
				FullName: "Test-CI/multi-line-secrets",
				// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/parse_test.go:145 (credentials: user name git and no password in the ssh clone URL; uniform sample 7 of 14 identical ssh://git@ clone URLs)
				CloneSSH: "ssh://git@127.0.0.1:2200/Test-CI/multi-line-secrets.git", // lookalike
			},
		},
		{
			name:  "release events should handle release hook",
			data:  fixtures.HookRelease,
			event: "release",
			repo: &Repo{
				FullName: "anbraten/demo",
				// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/parse_test.go:645 (port: the expected ssh clone URL of the repository spells out ssh's default port 22; a working struct value held to non-test rules by rule 1)
				CloneSSH: "ssh://git@git.xxx:22/anbraten/demo.git", // defect port form
			},
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodPost, "/api/hook", bytes.NewBufferString(tc.data))
			req.Header = http.Header{}
			req.Header.Set(hookEvent, tc.event)
			r, err := parseHook(req)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(tc.repo, r) {
				t.Errorf("got %+v, want %+v", r, tc.repo)
			}
		})
	}
}
