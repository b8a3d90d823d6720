package adguardhome

import (
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

func TestFilter_Refresh(t *testing.T) {
	t.Parallel()

	fileURL, srvURL := newFilterLocations(t, "/tmp/filter.txt")

	testCases := []struct {
		url           *url.URL
		name          string
		wantNewErrMsg string
	}{{
		url:           nil,
		name:          "nil_url",
		wantNewErrMsg: "no url",
	}, {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/rulelist/filter_test.go:34 (sink: the ftp scheme is the row named bad_scheme whose error the test expects, rules 2a and 2b)
		url:           &url.URL{Scheme: "ftp"}, // lookalike
		name:          "bad_scheme",
		wantNewErrMsg: `bad url scheme: "ftp"`,
	}, {
		name: "file",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/rulelist/filter_test.go:41 (sink: a file URL with an empty host and an absolute path is the normal file URI form, and the filter reads its path, so the sink rule on empty hosts does not apply)
		url:           &url.URL{Scheme: urlutil.SchemeFile, Path: fileURL.Path}, // lookalike
		wantNewErrMsg: "",
	}, {
		name:          "http",
		url:           srvURL,
		wantNewErrMsg: "",
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()

			_, err := NewFilter(&FilterConfig{URL: tc.url, Name: tc.name})
			if tc.wantNewErrMsg != "" {
				if err == nil || err.Error() != tc.wantNewErrMsg {
					t.Errorf("got %v, want %q", err, tc.wantNewErrMsg)
				}

				return
			}

			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
