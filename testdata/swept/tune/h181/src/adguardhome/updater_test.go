package adguardhome

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"testing"
)

func TestUpdater_Update(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater_test.go:34 (syntax: a JSON announcement template whose %s is filled with the package URL, a document, and URLs inside a larger text are no URI by rule 4 and the filled value is judged at its own line)
	const jsonData = `{
  "version": "v0.103.0-beta.2",
  "announcement_url": "https://github.com/AdguardTeam/AdGuardHome/internal/releases",
  "download_linux_amd64": "%s"
}` // lookalike

	const packagePath = "/AdGuardHome.tar.gz"

	mux := http.NewServeMux()
	mux.HandleFunc(packagePath, func(w http.ResponseWriter, _ *http.Request) {})

	versionPath := path.Join("/adguardhome", channelBeta, "version.json")
	mux.HandleFunc(versionPath, func(w http.ResponseWriter, r *http.Request) {
		var u string
		var err error
		// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater_test.go:67 (sink: the package URL the updater downloads is built on the base http:// with an empty host, the request's host going in as a path element of url.JoinPath; a working value held to non-test rules by rule 1)
		u, err = url.JoinPath("http://", r.Host, packagePath) // defect sink
		if err != nil {
			panic(err)
		}

		_, _ = fmt.Fprintf(w, jsonData, u)
	})

	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	srvURL, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater_test.go:79 (pathjoin: URL.JoinPath joins the rooted version path onto the test server's URL and keeps its scheme and host, fine by the pathjoin rule, which concerns joins applied to a whole URL)
	versionCheckURL := srvURL.JoinPath(versionPath) // lookalike

	u := NewUpdater(&UpdaterConfig{Client: srv.Client(), VersionCheckURL: versionCheckURL})
	if err = u.VersionInfo(); err != nil {
		t.Fatal(err)
	}
}
