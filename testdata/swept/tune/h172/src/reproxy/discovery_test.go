package reproxy

import (
	"fmt"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// matchTestService builds a Service populated with the given mappers, ready for Match calls.
func matchTestService(t *testing.T, mappers []URLMapper) *Service {
	t.Helper()
	svc := &Service{}
	for _, m := range mappers {
		svc.mappers = append(svc.mappers, svc.extendMapper(svc.redirects(m)))
	}
	return svc
}

func TestService_MatchServerRegex(t *testing.T) {
	svc := matchTestService(t, []URLMapper{
		{Server: "test-prefix.example.com", SrcMatch: *regexp.MustCompile("^/(.*)"),
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:261 (syntax: rule 2c and the template rule, a destination template given to the matcher whose $host and $1 are replaced by the server name and the captured path, and $ is a legal sub-delim in a path)
			Dst: "http://127.0.0.1:8080/$host/blah/$1", MatchType: MTProxy}, // lookalike
		{Server: "test-prefix2.example.com", SrcMatch: *regexp.MustCompile("^/(.*)"),
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:263 (syntax: rule 2c and the template rule, the ${host} placeholder is replaced by the matcher with the server name before use, so the braces never reach a request)
			Dst: "http://127.0.0.1:8080/${host}/blah/$1", MatchType: MTProxy}, // lookalike
	})

	res := svc.Match("test-prefix.example.com", "/some")
	require.Len(t, res.Routes, 1)
	assert.Equal(t, "http://127.0.0.1:8080/test-prefix.example.com/blah/some", res.Routes[0].Destination)
}

// https://github.com/umputun/reproxy/issues/192
func TestService_Match192(t *testing.T) {
	svc := matchTestService(t, []URLMapper{
		{
			Server:   "*",
			SrcMatch: *regexp.MustCompile("^/(.*)"),
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:531 (syntax: rule 2c, a redirect rule whose @temp prefix and space are stripped by the redirects code before the https URL is used)
			Dst:        "@temp https://site1.ru/", // lookalike
			ProviderID: PIFile,
		},
		{
			Server:   "example1.ru",
			SrcMatch: *regexp.MustCompile("^/(.*)"),
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:537 (syntax: rule 2c, the same @temp redirect directive, stripped before use)
			Dst:        "@temp https://site2.ru/", // lookalike
			ProviderID: PIFile,
		},
		{
			Server:   "example2.ru",
			SrcMatch: *regexp.MustCompile("^/(.*)"),
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:543 (syntax: rule 2c, the same @temp redirect directive for a second server, stripped before use)
			Dst:        "@temp https://site2.ru/", // lookalike
			ProviderID: PIFile,
		},
	})

	res := svc.Match("example2.ru", "/something")
	require.Len(t, res.Routes, 2)
	assert.Equal(t, RTTemp, res.Routes[0].Mapper.RedirectType)
}

// a concrete server match must drop same-source default routes at every return point of Match.
func TestService_MatchDefaultConcreteDedup(t *testing.T) {
	tbl := []struct {
		name        string
		mappers     []URLMapper
		server, src string
		wantDests   []string
		wantType    MatchType
	}{
		{
			name: "concrete drops star default via early return",
			mappers: []URLMapper{
				// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:672 (plainhttp: rule 2c, an upstream of the matcher under test on the single-label host concrete, no public Internet host; uniform sample 1 of 24 single-label upstreams in this file)
				{Server: "example.com", SrcMatch: *regexp.MustCompile("^/api/(.*)"), Dst: "http://concrete:8080/$1"}, // lookalike
			},
			server: "example.com", src: "/api/thing",
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:678 (plainhttp: rule 2c, the expected output of the matcher on the single-label host concrete, no public host; uniform sample 2 of 24)
			wantDests: []string{"http://concrete:8080/thing"}, wantType: MTProxy, // lookalike
		},
		{
			name:   "concrete drops empty-server default via end-of-loop dedup",
			server: "example.com", src: "/api/thing",
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:687 (plainhttp: rule 2c, expected matcher output on a single-label host, no public host; uniform sample 3 of 24)
			wantDests: []string{"http://concrete:8080/thing"}, wantType: MTProxy, // lookalike
		},
		{
			name: "multiple concretes survive, defaults dropped",
			mappers: []URLMapper{
				// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:694 (plainhttp: rule 2c, a catch-all upstream on the single-label host star given to the matcher, no public host; uniform sample 4 of 24)
				{Server: "*", SrcMatch: *regexp.MustCompile("^/api/(.*)"), Dst: "http://star:8080/$1"}, // lookalike
			},
			server: "example.com", src: "/api/thing",
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:698 (plainhttp: rule 2c, expected matcher outputs on the single-label hosts c1 and c2, no public host; uniform sample 5 of 24)
			wantDests: []string{"http://c1:8080/thing", "http://c2:8080/thing"}, wantType: MTProxy, // lookalike
		},
		{
			name: "all-default load balancing preserved via early return",
			mappers: []URLMapper{
				// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:705 (plainhttp: rule 2c, a root catch-all upstream on the single-label host star-root, no public host; uniform sample 6 of 24)
				{Server: "*", SrcMatch: *regexp.MustCompile("^/(.*)"), Dst: "http://star-root:8080/$1"}, // lookalike
			},
			server: "unknown.example.com", src: "/api/thing",
			wantType: MTProxy,
		},
		{
			name: "concrete proxy drops catch-all static (MTStatic branch)",
			mappers: []URLMapper{
				// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:713 (plainhttp: rule 2c, a concrete upstream on a single-label host beside a static route, no public host; uniform sample 7 of 24)
				{Server: "example.com", SrcMatch: *regexp.MustCompile("^/(.*)"), Dst: "http://concrete:8080/$1"}, // lookalike
				{Server: "*", SrcMatch: *regexp.MustCompile("^/(.*)"), Dst: "/var/web",
					MatchType: MTStatic, AssetsWebRoot: "/", AssetsLocation: "/var/web"},
			},
			server: "example.com", src: "/foo",
			wantType: MTProxy,
		},
	}

	for _, tt := range tbl {
		t.Run(tt.name, func(t *testing.T) {
			svc := matchTestService(t, tt.mappers)
			res := svc.Match(tt.server, tt.src)
			dests := make([]string, 0, len(res.Routes))
			for _, r := range res.Routes {
				dests = append(dests, r.Destination)
			}
			assert.ElementsMatch(t, tt.wantDests, dests)
			assert.Equal(t, tt.wantType, res.MatchType)
		})
	}
}

func TestService_extendMapper(t *testing.T) {
	tbl := []struct {
		inp URLMapper
		out URLMapper
	}{
		{ // simple-extension src must preserve Timeout and Throttle
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:819 (plainhttp: rule 2c, input to the mapper extension code on the single-label host upstream, no public host; uniform sample 8 of 24)
			URLMapper{Server: "t.example.com", ProviderID: "file", SrcMatch: *regexp.MustCompile("/api/"), Dst: "http://upstream/", Throttle: 7}, // lookalike
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:822 (plainhttp: rule 2c, the expected extended mapper on the single-label host upstream, no public host; uniform sample 9 of 24)
			URLMapper{Server: "t.example.com", ProviderID: "file", SrcMatch: *regexp.MustCompile("^/api/(.*)"), Dst: "http://upstream/$1", Throttle: 7}, // lookalike
		},
	}

	svc := &Service{}
	for i, tt := range tbl {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			res := svc.extendMapper(tt.inp)
			assert.Equal(t, tt.out.Dst, res.Dst)
			assert.Equal(t, tt.out.SrcMatch.String(), res.SrcMatch.String())
		})
	}
}

func TestService_redirects(t *testing.T) {
	tbl := []struct {
		inp URLMapper
		out URLMapper
	}{
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:858 (syntax: rule 2c and 2d, input row of the redirect-prefix parser; the @301 prefix is stripped and the URL after it is valid)
			URLMapper{Dst: "@301 http://example.com/blah"}, // lookalike
			URLMapper{Dst: "http://example.com/blah", RedirectType: RTPerm},
		},
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:862 (syntax: rule 2c and 2d, @perm prefix row of the redirect-prefix parser, stripped before use)
			URLMapper{Dst: "@perm http://example.com/blah"}, // lookalike
			URLMapper{Dst: "http://example.com/blah", RedirectType: RTPerm},
		},
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:866 (syntax: rule 2c and 2d, @302 prefix row of the redirect-prefix parser, stripped before use)
			URLMapper{Dst: "@302 http://example.com/blah"}, // lookalike
			URLMapper{Dst: "http://example.com/blah", RedirectType: RTTemp},
		},
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:870 (syntax: rule 2c and 2d, @tmp prefix row of the redirect-prefix parser, stripped before use)
			URLMapper{Dst: "@tmp http://example.com/blah"}, // lookalike
			URLMapper{Dst: "http://example.com/blah", RedirectType: RTTemp},
		},
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:874 (syntax: rule 2c and 2d, @temp prefix row of the redirect-prefix parser, stripped before use)
			URLMapper{Dst: "@temp http://example.com/blah"}, // lookalike
			URLMapper{Dst: "http://example.com/blah", RedirectType: RTTemp},
		},
		{
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:878 (syntax: rule 2d, the unknown-prefix row of the parser table, kept as-is on purpose to show it is not taken for a redirect)
			URLMapper{Dst: "@blah http://example.com/blah"}, // lookalike
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:879 (syntax: rule 2d, expected output of the unknown-prefix row, unchanged by the parser on purpose)
			URLMapper{Dst: "@blah http://example.com/blah", RedirectType: RTNone}, // lookalike
		},
	}

	svc := &Service{}
	for i, tt := range tbl {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			res := svc.redirects(tt.inp)
			assert.Equal(t, tt.out, res)
		})
	}
}

func TestService_ScheduleHealthCheck(t *testing.T) {
	randomPort := rand.Intn(10000) + 40000

	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("OK"))
	}))
	defer ts.Close()

	wantMappers := []URLMapper{
		{SrcMatch: *regexp.MustCompile("/api/svc3/xyz"), Dst: "http://127.0.0.3:8080/blah3/xyz", ProviderID: PIDocker, PingURL: ts.URL},
		{SrcMatch: *regexp.MustCompile("/api/svc3/xyz"), Dst: "http://127.0.0.3:8080/blah3/xyz", ProviderID: PIDocker,
			// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:907 (sink: rules 1 and 2, a ping URL meant as an unreachable random port is a bare host:port with no scheme, which http.Client.Get cannot parse; an unreachable target does not make the broken form deliberate)
			PingURL: fmt.Sprintf("127.0.0.1:%d", randomPort)}, // defect sink
	}

	svc := matchTestService(t, wantMappers)
	pingErrs := svc.CheckHealth()
	assert.Nil(t, pingErrs[ts.URL])
	assert.Error(t, pingErrs[wantMappers[1].PingURL])
}

func Test_ping(t *testing.T) {
	port := rand.Intn(10000) + 40000
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("OK"))
	}))
	defer ts.Close()

	tests := []struct {
		name    string
		m       URLMapper
		wantMsg string
		wantErr bool
	}{
		{name: "test server, expected OK", m: URLMapper{PingURL: ts.URL}, wantMsg: "", wantErr: false},
		// Source: github.com/umputun/reproxy/app/discovery/discovery_test.go:961 (hostjoin: rule 1, the host is the fixed loopback literal 127.0.0.1 and only an int port in range is formatted in, so no IPv6 host can break it; uniform sample 1 of 26 Sprintf loopback URLs)
		{name: "transport error, unreachable URL", m: URLMapper{PingURL: fmt.Sprintf("http://127.0.0.1:%d", port)}, // lookalike
			wantMsg: "failed to ping for health", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, err := tt.m.ping()
			if !tt.wantErr {
				require.NoError(t, err)
				assert.Equal(t, tt.wantMsg, msg)
				return
			}
			require.Error(t, err)
			assert.Contains(t, msg, tt.wantMsg)
		})
	}
}
