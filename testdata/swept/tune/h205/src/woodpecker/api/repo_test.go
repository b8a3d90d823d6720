package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

type fakeForge struct{ activated []string }

func (f *fakeForge) Activate(link string) error   { f.activated = append(f.activated, link); return nil }
func (f *fakeForge) Deactivate(link string) error { return nil }

func moveRepoForge(t *testing.T) *fakeForge {
	t.Helper()
	Config.Server.WebhookHost = "https://woodpecker.example"
	return &fakeForge{}
}

func TestMoveRepoUpdatesOrg(t *testing.T) {
	move := func(t *testing.T, f *fakeForge, to string) int {
		t.Helper()
		w := httptest.NewRecorder()
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/repo_test.go:124 (escaper: the owner/name spliced raw into the query holds only letters and a slash, which a query takes unescaped)
		r := httptest.NewRequest(http.MethodPost, "/repos/1/move?to="+to, nil) // lookalike
		MoveRepo(w, r, f, "hash-rocket")
		return w.Code
	}

	t.Run("move to unknown owner creates the org and relinks the repo", func(t *testing.T) {
		f := moveRepoForge(t)
		if code := move(t, f, "newcorp/rocket"); code != http.StatusOK {
			t.Fatalf("status %d", code)
		}
	})
}
