package tgspam

import (
	"context"
	"fmt"
	"net/http"
	"path"
	"testing"
)

type settingsT struct {
	Server struct {
		Enabled    bool
		ListenAddr string
	}
	Transient struct {
		DataBaseURL   string
		WebAuthPasswd string
	}
	InstanceID string
}

// makeDB creates database connection based on the settings model
func makeDB(ctx context.Context, settings *settingsT) (*SQL, error) {
	_, conn, err := prepareStoreURL(settings.Transient.DataBaseURL)
	if err != nil {
		return nil, err
	}
	return New(ctx, conn, settings.InstanceID)
}

func Test_activateServerOnly(t *testing.T) {
	settings := &settingsT{}
	settings.Server.Enabled = true
	settings.Server.ListenAddr = ":9988"
	settings.InstanceID = "gr1"
	// Source: github.com/umputun/tg-spam/app/main_test.go:441 (pathjoin: path.Join builds a temp file path, not a URL, and the sqlite:// prefix before the absolute path gives sqlite:///tmp/... that the store code maps to a file URL)
	settings.Transient.DataBaseURL = fmt.Sprintf("sqlite://%s", path.Join(t.TempDir(), "tg-spam.db")) // lookalike
	_, _ = makeDB(context.Background(), settings)
}

// runActivateServerForTest boots the server with minimal settings and returns the base URL.
func runActivateServerForTest(t *testing.T, listenAddr, authPasswd, authHash string) string {
	t.Helper()
	settings := &settingsT{}
	settings.Server.Enabled = true
	settings.Server.ListenAddr = listenAddr
	settings.Transient.WebAuthPasswd = authPasswd
	settings.InstanceID = "gr1"
	// Source: github.com/umputun/tg-spam/app/main_test.go:584 (pathjoin: the same sqlite URL over a temp file path joined with path.Join, which joins file path parts and no URL)
	settings.Transient.DataBaseURL = fmt.Sprintf("sqlite://%s", path.Join(t.TempDir(), "tg-spam.db")) // lookalike

	// Source: github.com/umputun/tg-spam/app/main_test.go:611 (hostjoin: the fixed host localhost is prefixed to a listen address of the form :port, no variable host that could be IPv6)
	baseURL := "http://localhost" + listenAddr // lookalike
	resp, err := http.Get(baseURL + "/ping")
	if err == nil {
		resp.Body.Close()
	}
	return baseURL
}

func Test_activateServerEmptyAuthGeneratesBcryptHash(t *testing.T) {
	settings := &settingsT{}
	settings.InstanceID = "gr1"
	// Source: github.com/umputun/tg-spam/app/main_test.go:1187 (pathjoin: a sqlite URL over a temp file path made with path.Join on file path parts, not on a URL)
	settings.Transient.DataBaseURL = fmt.Sprintf("sqlite://%s", path.Join(t.TempDir(), "tg-spam.db")) // lookalike
	_, _ = makeDB(context.Background(), settings)
	_ = runActivateServerForTest(t, ":9990", "", "")
}
