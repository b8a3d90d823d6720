package adguardhome

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestUpdater_VersionInfo(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/check_test.go:19 (syntax: a JSON version announcement served by the fake server, a document holding URLs, and URLs inside a larger text are no URI by rule 4)
	const jsonData = `{
  "version": "v0.103.0-beta.2",
  "announcement_url": "https://github.com/AdguardTeam/AdGuardHome/internal/releases",
  "download_linux_arm": "https://static.adtidy.org/adguardhome/beta/AdGuardHome_linux_armv6.tar.gz"
}` // lookalike

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(jsonData))
	}))
	t.Cleanup(srv.Close)

	srvURL, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/check_test.go:58 (pathjoin: URL.JoinPath joins path segments onto the test server's URL and keeps its scheme and host, fine by the pathjoin rule, which concerns joins applied to a whole URL)
	fakeURL := srvURL.JoinPath("adguardhome", channelBeta, "version.json") // lookalike

	u := NewUpdater(&UpdaterConfig{Client: srv.Client(), VersionCheckURL: fakeURL})
	if err = u.VersionInfo(); err != nil {
		t.Fatal(err)
	}
}

func TestUpdater_VersionInfo_others(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/check_test.go:105 (syntax: a JSON version announcement served by the fake server, a document holding URLs, and URLs inside a larger text are no URI by rule 4)
	const jsonData = `{
  "version": "v0.103.0-beta.2",
  "download_linux_armv7": "https://static.adtidy.org/adguardhome/beta/AdGuardHome_linux_armv7.tar.gz"
}` // lookalike

	handler := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(jsonData))
	})

	fakeClient, fakeURL := StartHTTPServer(t, handler)
	// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/check_test.go:122 (pathjoin: URL.JoinPath joins path segments onto the test server's URL and keeps its scheme and host, fine by the pathjoin rule, which concerns joins applied to a whole URL)
	fakeURL = fakeURL.JoinPath("adguardhome", channelBeta, "version.json") // lookalike

	u := NewUpdater(&UpdaterConfig{Client: fakeClient, VersionCheckURL: fakeURL})
	_ = u.VersionInfo()
}
