package safehtml

import (
	"testing"
)

// TestTrustedResourceURLWithParams feeds TrustedResourceURLs and params to the
// query-building function under test and compares with want.
func TestTrustedResourceURLWithParams(t *testing.T) {
	for _, test := range [...]struct {
		tru    TrustedResourceURL
		params map[string]string
		want   string
	}{
		{
			TrustedResourceURLFromConstant(`https://example.com/?`),
			map[string]string{`b`: `y`},
			`https://example.com/?b=y`,
		},
		{
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:55 (syntax: a second ? is a legal query character, and the row varies the separator case on purpose for the query builder; rules 2c and 2d)
			TrustedResourceURLFromConstant(`https://example.com/??`), // lookalike
			map[string]string{`b`: `y`},
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:57 (syntax: the query builder's expected output after the ?? base, legal query characters; rule 2c)
			`https://example.com/??&b=y`, // lookalike
		},
	} {
		if got := TrustedResourceURLWithParams(test.tru, test.params).String(); got != test.want {
			t.Errorf("TrustedResourceURLWithParams(%#v, %v) = %q, want %q", test.tru, test.params, got, test.want)
		}
	}
}

func TestTrustedResourceURLFormat(t *testing.T) {
	for _, test := range [...]struct {
		desc, format string
		args         map[string]string
		want, err    string
	}{
		{
			"authority substitution",
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:163 (syntax: a %{authority} marker in the host, which the format guard must reject, the row expects an error; rule 2a)
			`https://%{authority}/%{path}`, // lookalike
			map[string]string{"authority": `example.com`, "path": `foo`},
			``,
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:166 (syntax: the expected error message quoting the rejected format, prose; rules 2a and 4)
			`"https://%{authority}/%{path}" is a disallowed TrustedResourceURL format string`, // lookalike
		},
	} {
		got, err := trustedResourceURLFormat(test.format, test.args)
		if test.err != "" && err == nil {
			t.Errorf("%s: expected error, unexpectedly got output: %s", test.desc, got)
		} else if test.err != "" && err.Error() != test.err {
			t.Errorf("%s: got error:\n\t%s\nwant:\n\t%s", test.desc, err, test.err)
		} else if test.err == "" && got.String() != test.want {
			t.Errorf("%s: got:\n\t%s\nwant:\n\t%s", test.desc, got, test.want)
		}
	}
}

func TestTrustedResourceURLAppend(t *testing.T) {
	for _, tc := range []struct {
		name, toAppend, wantURL string
		baseURL                 TrustedResourceURL
		err                     bool
	}{
		{
			name:     "path appended",
			baseURL:  TrustedResourceURLFromConstant("//base.url/"),
			toAppend: "sub/path/1",
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:208 (percent: lower-case %2f is the escaper's expected output, what the append test checks; rule 2c)
			wantURL: "//base.url/sub%2fpath%2f1", // lookalike
		}, {
			name:     "path and query appended",
			baseURL:  TrustedResourceURLFromConstant("//base.url/"),
			toAppend: "sub/path/1?a=1&b=2",
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:213 (percent: lower-case escapes expected from the escaper under test; rule 2c)
			wantURL: "//base.url/sub%2fpath%2f1%3fa%3d1%26b%3d2", // lookalike
		}, {
			name:     "allowed chars appended",
			baseURL:  TrustedResourceURLFromConstant("//base.url/"),
			toAppend: "-_.*",
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:218 (percent: lower-case %2a expected from the escaper, a row varying the appended characters on purpose; rules 2c and 2d)
			wantURL: "//base.url/-_.%2a", // lookalike
		}, {
			name:     "star appended",
			baseURL:  TrustedResourceURLFromConstant("//base.url/"),
			toAppend: "*",
			// Source: github.com/google/safehtml/trustedresourceurl_test.go:223 (percent: lower-case %2a expected from the escaper under test; rule 2c)
			wantURL: "//base.url/%2a", // lookalike
		},
	} {
		u, err := TrustedResourceURLAppend(tc.baseURL, tc.toAppend)
		if (err != nil) != tc.err {
			t.Fatalf("%s: err: %v, want err ? %t", tc.name, err, tc.err)
		}
		if err != nil {
			return
		}
		if got, want := u.String(), tc.wantURL; got != want {
			t.Errorf("%s: got: %q, want: %q", tc.name, got, want)
		}
	}
}
