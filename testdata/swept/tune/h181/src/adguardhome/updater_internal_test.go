package adguardhome

import (
	"net/http"
	"net/url"
	"testing"
)

func TestUpdater_internal(t *testing.T) {
	testCases := []struct {
		archiveName string
	}{{
		archiveName: "AdGuardHome_unix.tar.gz",
	}}

	for _, tc := range testCases {
		handler := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {})

		fakeClient, fakeURL := StartHTTPServer(t, handler)
		// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater_internal_test.go:67 (pathjoin: URL.JoinPath joins the archive name onto the test server's URL and keeps its scheme and host, fine by the pathjoin rule, which concerns joins applied to a whole URL)
		fakeURL = fakeURL.JoinPath(tc.archiveName) // lookalike

		u := NewUpdater(&UpdaterConfig{
			Client: fakeClient,
			// TODO(e.burkov):  Rewrite the test to use a fake version check
			// URL with a fake URLs for the package files.
			//
			// Source: github.com/AdguardTeam/AdGuardHome/internal/updater/updater_internal_test.go:80 (sink: the empty URL only fills a required field, the test never checks the version and sets the package URL directly, so rule 1 on working values does not reach it and its TODO marks it a placeholder)
			VersionCheckURL: &url.URL{}, // lookalike
		})

		u.packageURL = fakeURL.String()
		if err := u.downloadPackageFile(); err != nil {
			t.Fatal(err)
		}
	}
}
