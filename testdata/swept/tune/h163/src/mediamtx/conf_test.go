package mediamtx

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func createTempFile(t *testing.T, byts []byte) string {
	fpath := filepath.Join(t.TempDir(), "mediamtx.yml")
	err := os.WriteFile(fpath, byts, 0o644)
	require.NoError(t, err)
	return fpath
}

func TestConfFromFile(t *testing.T) {
	for _, ca := range []struct {
		name   string
		source string
	}{
		{
			name: "rtmp with placeholders",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:118 (port: rule 2c and 2d, a row of a table that varies placeholder sources fed to the config validator, which replaces :$G2 with a port before parsing; uniform sample 8 of 15 host:port placeholder templates)
			source: "rtmp://$G1:$G2/live?token=$G3", // lookalike
		},
		{
			name: "https with placeholders",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:122 (hostcase: rule 2c and 2d, $G1 is a placeholder the validator and resolver replace with a host taken from the path name, not an upper-case host)
			source: "https://$G1/$G2/index.m3u8", // lookalike
		},
		{
			name: "whep with placeholders",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:130 (port: rule 2c and 2d, a placeholder port row of the same table given to the validator; uniform sample 8 of 15 host:port placeholder templates)
			source: "whep://$G1:$G2/$G3", // lookalike
		},
		{
			name: "moqt with placeholders",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:138 (port: rule 2c and 2d, a placeholder port row of the same table given to the validator; uniform sample 8 of 15 host:port placeholder templates)
			source: "moqt://$G1:$G2/$G3", // lookalike
		},
		{
			name: "udp mpegts with placeholders",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:146 (port: rule 2c and 2d, a placeholder port row of the same table given to the validator; uniform sample 8 of 15 host:port placeholder templates)
			source: "udp+mpegts://$G1:$G2", // lookalike
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			conf := "paths:\n" +
				"  test:\n" +
				"    rtpSDP: abc\n" +
				"    source: " + ca.source + "\n"

			tmpf := createTempFile(t, []byte(conf))
			_, _, err := Load(tmpf)
			require.NoError(t, err)
		})
	}
}

func TestConfErrors(t *testing.T) {
	for _, ca := range []struct {
		name string
		conf string
		err  string
	}{
		{
			"invalid jwt jwks url",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:477 (sink: rule 2a and 2b, an ftp JWKS address in a case named invalid that expects the error 'authJWTJWKS' must be a HTTP URL)
			"authMethod: jwt\n" + "authJWTJWKS: ftp://invalid\n" + "authJWTClaimKey: test", // lookalike
			"'authJWTJWKS' must be a HTTP URL",
		},
		{
			"jwt claim key empty",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:484 (syntax: a well-formed https JWKS URL on a line of its own in YAML text, in a case that fails on the empty claim key before the URL is used)
			"authMethod: jwt\n" + "authJWTJWKS: https://not-real.com\n" + "authJWTClaimKey: \"\"", // lookalike
			"'authJWTClaimKey' is empty",
		},
		{
			"invalid http auth address",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:497 (sink: rule 2a and 2b, an ftp auth address in a case named invalid that expects the must be a HTTP URL error)
			"authMethod: http\n" + "authHTTPAddress: ftp://invalid", // lookalike
			"'externalAuthenticationURL' must be a HTTP URL",
		},
		{
			"rtsp digest with non-internal auth",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:508 (plainhttp: plain http to localhost, no public host, in a row of the error table)
			"authMethod: http\n" + "authHTTPAddress: http://localhost:9000\n" + "rtspAuthMethods: [digest]\n", // lookalike
			"when RTSP digest is enabled, the only supported auth method is 'internal'",
		},
		{
			"invalid fallback",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:525 (sink: rule 2a and 2b, a fallback with an unknown scheme in a case named invalid that expects is not a valid RTSP URL)
			"paths:\n" + "  my_path:\n" + "    fallback: invalid://invalid", // lookalike
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:528 (syntax: rule 4, the expected error message quoting the URL inside words, prose)
			`'invalid://invalid' is not a valid RTSP URL`, // lookalike
		},
		{
			"invalid source redirect",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:532 (sink: rule 2a and 2b, a redirect target with an unknown scheme in a case named invalid that expects rejection)
			"paths:\n" + "  my_path:\n" + "    source: redirect\n" + "    sourceRedirect: invalid://invalid", // lookalike
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:536 (syntax: rule 4, expected error text quoting the URL, prose)
			`'invalid://invalid' is not a valid RTSP URL`, // lookalike
		},
		{
			"useless source redirect",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:540 (sink: rule 2a, a redirect target in a table of bad inputs whose case expects the sourceRedirect is useless error)
			"paths:\n" + "  my_path:\n" + "    sourceRedirect: invalid://invalid", // lookalike
			"'sourceRedirect' is useless when source is not 'redirect'",
		},
		{
			"missing udp port",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:873 (port: rule 2a and 2b, a udp source without port in a case named missing udp port that expects the is missing the port error)
			"paths:\n" + "  mypath:\n" + "    source: udp://$G1\n", // lookalike
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:876 (syntax: rule 4, expected error text quoting the source, prose)
			"'udp://$G1' is missing the port", // lookalike
		},
		{
			"missing rtmp authority",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:880 (sink: rule 2a and 2b, a source with userinfo and no host in a case named missing rtmp authority that expects is not a valid URL)
			"paths:\n" + "  mypath:\n" + "    source: rtmp://$G1:$G2@\n", // lookalike
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:883 (syntax: rule 4, expected error text quoting the source, prose)
			"'rtmp://$G1:$G2@' is not a valid URL", // lookalike
		},
		{
			"rtsp source username without password",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:887 (credentials: rule 2a, a user without password in a row that expects the username and password must be both provided error; there is no secret in it)
			"paths:\n" + "  mypath:\n" + "    source: rtsp://user@localhost/stream\n", // lookalike
			"username and password must be both provided",
		},
		{
			"valid whip forward destination",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:894 (plainhttp: whip over plain HTTP to localhost, no public Internet host, in a forward destination the validator accepts)
			"paths:\n" + "  mypath:\n" + "    forward:\n" + "    - dest: whip://localhost/stream/whip\n" + "      whipBearerToken: mytoken\n", // lookalike
			"",
		},
		{
			"invalid forward destination",
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf_test.go:904 (sink: rule 2a and 2b, an http forward destination in a case named invalid that expects the unsupported scheme error)
			"paths:\n" + "  mypath:\n" + "    forward:\n" + "    - dest: http://localhost/stream\n", // lookalike
			"invalid 'forward': entry 0: unsupported scheme 'http', supported ones are " +
				"rtmp, rtmps, rtsp, rtsps, srt, whip and whips",
		},
	} {
		t.Run(ca.name, func(t *testing.T) {
			tmpf := createTempFile(t, []byte(ca.conf))

			_, _, err := Load(tmpf)
			if ca.err == "" {
				require.NoError(t, err)
			} else {
				require.EqualError(t, err, ca.err)
			}
		})
	}
}
