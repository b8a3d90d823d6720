package a

import (
	"cmp"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Invalid.

// after github.com/andygrunwald/go-jira: jira.go (issue #129: a Jira Server
// base "https://example.com/jira" lost "jira" in NewRequest's ResolveReference)
const trackerBase = "https://tracker.example.org/jira"

func trackerIssue() string {
	base, err := url.Parse(trackerBase)
	if err != nil {
		return ""
	}
	rel, _ := url.Parse("rest/api/2/issue/OPS-7") // want `drops the base's last segment "jira"`
	return base.ResolveReference(rel).String()
}

// after github.com/flyteorg/flyte: flyteadmin/auth/handlers.go (issue #5456:
// openId baseUrl "https://something.onelogin.com/oidc/2" redirected to
// ".../oidc/.well-known/openid-configuration")
type oidcConfig struct {
	BaseURL  string
	ClientID string
}

func oidcMetadataRedirect(w http.ResponseWriter, r *http.Request) {
	cfg := oidcConfig{BaseURL: "https://sso.example.net/oidc/2", ClientID: "console"}
	base, err := url.Parse(cfg.BaseURL)
	if err != nil {
		http.Error(w, "bad issuer", http.StatusInternalServerError)
		return
	}
	meta, _ := url.Parse(".well-known/openid-configuration") // want `drops the base's last segment "2"`
	http.Redirect(w, r, base.ResolveReference(meta).String(), http.StatusSeeOther)
}

// after github.com/openai/openai-go: option/requestoption.go (issues #134,
// #199: WithBaseURL("https://api.groq.com/openai/v1") sent requests without /v1)
func chatEndpoint() string {
	raw := cmp.Or(os.Getenv("INFERENCE_BASE_URL"), "https://inference.example.com/openai/v1")
	base, _ := url.Parse(raw)
	u, _ := base.Parse("chat/completions") // want `drops the base's last segment "v1"`
	return u.String()
}

// after github.com/buildkite/go-buildkite: buildkite.go (PR #250: a proxy base
// with a path prefix lost it in NewRequest's ResolveReference)
var buildsURL = flag.String("builds-url", "https://gateway.example.com/ci", "API base behind the gateway")

func pipelineList() string {
	base, err := url.Parse(*buildsURL)
	if err != nil {
		return ""
	}
	u, _ := base.Parse("v2/organizations/acme/pipelines") // want `drops the base's last segment "ci"`
	return u.String()
}

// after github.com/google/go-github: github/github.go (PR #690: an Enterprise
// BaseURL given without the trailing slash)
type enterpriseEnv struct {
	APIURL    string `env:"GHE_API_URL" envDefault:"https://ghe.example.com/api/v3"`
	UploadURL string `env:"GHE_UPLOAD_URL" envDefault:"https://ghe.example.com/api/uploads"`
}

func enterpriseReleases() string {
	var env enterpriseEnv
	base, _ := url.Parse(env.APIURL)
	rel, _ := url.Parse("repos/octo/hello/releases") // want `drops the base's last segment "v3"`
	return base.ResolveReference(rel).String()
}

// after github.com/google/go-github: github/github.go, NewUploadRequest
// (PR #690: UploadURL.ResolveReference(rel) with the same missing slash)
func enterpriseAsset() string {
	var env enterpriseEnv
	upload, err := url.Parse(env.UploadURL)
	if err != nil {
		return ""
	}
	rel, _ := url.Parse("repos/octo/hello/releases/9/assets") // want `drops the base's last segment "uploads"`
	return upload.ResolveReference(rel).String()
}

// after github.com/crewjam/saml: samlsp/new.go (PR #191, follow-up comment: a
// root URL without a trailing slash loses everything after the host)
func samlEndpoints() (string, string) {
	root, err := url.Parse("https://apps.example.com/portal")
	if err != nil {
		return "", ""
	}
	md := root.ResolveReference(&url.URL{Path: "saml/metadata"}) // want `drops the base's last segment "portal"`
	acs := root.ResolveReference(&url.URL{Path: "saml/acs"})     // want `drops the base's last segment "portal"`
	return md.String(), acs.String()
}

// after github.com/Stackdriver/stackdriver-prometheus-sidecar: targets/cache.go
// (PR #72: "api/v1/targets" resolved against a Prometheus URL with a prefix,
// described with "http://127.0.0.1:9090/foo")
var promBase, _ = url.Parse("http://127.0.0.1:9090/metrics-db")

func targetsURL() string {
	u, _ := promBase.Parse("api/v1/targets") // want `drops the base's last segment "metrics-db"`
	return u.String()
}

// after github.com/obot-platform/tools: PR #209 (a docs site "…/docs" resolved
// "index.yaml" to the host root); the file path was not confirmed
func docsIndex() string {
	site, _ := url.Parse("https://www.example.io/docs")
	u, _ := site.Parse("index.yaml") // want `drops the base's last segment "docs"`
	return u.String()
}

// after github.com/attestantio/go-eth2-client: http/events.go (issue #29: a
// node address "https://domain/prefix/" lost its prefix for the events stream)
func eventsStream() string {
	base, err := url.Parse("https://beacon.example.net/node-1/")
	if err != nil {
		return ""
	}
	ref, _ := url.Parse("/eth/v1/events?topics=head") // want `replaces the base's path "/node-1/"`
	return base.ResolveReference(ref).String()
}

// after github.com/DependencyTrack/client-go: client.go (PR #54: newRequest's
// baseURL.Parse("/api/v1/…") ignored a Dependency-Track deployed on a subpath)
func dtrackProjects() string {
	addr := os.Getenv("DTRACK_URL")
	if addr == "" {
		addr = "https://sca.example.com/dtrack/"
	}
	base, _ := url.Parse(addr)
	u, _ := base.Parse("/api/v1/project") // want `replaces the base's path "/dtrack/"`
	return u.String()
}

// after github.com/clearlinux/mixer-tools: builder/builder.go (issue #428,
// PR #430: --upstream-url=http://…/pub/mirrors/clearlinux/ fetched http://…/latest)
var upstreamURL = flag.String("upstream-url", "http://mirror.example.com/pub/mirrors/clearlinux/", "upstream mirror")

func latestUpstream() string {
	base, err := url.Parse(*upstreamURL)
	if err != nil {
		return ""
	}
	u := base.ResolveReference(&url.URL{Path: "/latest"}) // want `replaces the base's path "/pub/mirrors/clearlinux/"`
	return u.String()
}

// after github.com/humio/cli: api/client.go (PR #62: Address
// "https://test01.humio.com/humio/" with Parse("/graphql"))
type logsConfig struct {
	Address string
	Token   string
}

func graphqlEndpoint() string {
	cfg := logsConfig{Address: "https://logs.example.com/tenant/"}
	base, err := url.Parse(cfg.Address)
	if err != nil {
		return ""
	}
	u, _ := base.Parse("/graphql") // want `replaces the base's path "/tenant/"`
	return u.String()
}

// after github.com/apache/devlake: issue #869 (gitlabApiClient.Get("/user")
// against the endpoint ".../api/v4/"); the file path was not confirmed
func gitlabUser() string {
	endpoint, _ := url.Parse("https://gitlab.example.com/api/v4/")
	return endpoint.ResolveReference(&url.URL{Path: "/user"}).String() // want `replaces the base's path "/api/v4/"`
}

// after github.com/flyteorg/flyte: flyteadmin/auth/handlers.go (the tests of
// fix PR #5458 use the base "https://login.microsoftonline.com/abc/v2.0"): a
// version whose number has a dot is no file name, and "v2.0" is lost.
func versionBase() string {
	base, _ := url.Parse("https://login.example.com/tenant/v2.0")
	u, _ := base.Parse(".well-known/openid-configuration") // want `drops the base's last segment "v2.0"`
	return u.String()
}

// Valid.

// after github.com/IkezawaYuki/lucky-strike: sakai/http/main.go: the base's
// path is "/", so "/test" loses nothing.
func rootBase() string {
	base, _ := url.Parse("http://shop.example.com/")
	ref, _ := url.Parse("/test?a=1&b=2") // base path is "/": nothing to keep
	return base.ResolveReference(ref).String()
}

// after github.com/shusuke-lifebook/go_programming:
// lesson7/c7_1_6/awesomeProject/main.go: the base has no path.
func noPathBase() string {
	base, _ := url.Parse("http://shop.example.com")
	ref, _ := url.Parse("test?a=1&b=2") // no path to drop
	return base.ResolveReference(ref).String()
}

// after github.com/itsamojotofu/go-basics: net_package/http.go: host-only
// base with a '/' reference.
func noPathBaseAbsPath() string {
	base, _ := url.Parse("http://shop.example.com")
	ref, _ := url.Parse("/test?a=1&b=2") // host only: nothing replaced
	return base.ResolveReference(ref).String()
}

// after github.com/openai/openai-go: option/requestoption.go: the production
// base "https://api.openai.com/v1/" ends in '/'.
func trailingSlash() string {
	base, _ := url.Parse("https://inference.example.com/v1/")
	u, _ := base.Parse("chat/completions") // base ends in '/': v1 kept
	return u.String()
}

// after github.com/DependencyTrack/client-go: client.go after PR #54: the
// reference lost its leading slash and the base ends in '/'.
func dtrackFixed() string {
	base, _ := url.Parse("https://sca.example.com/dtrack/")
	u, _ := base.Parse("api/v1/project") // relative against a directory: correct
	return u.String()
}

// after github.com/go-acme/lego: providers/dns/rage4/internal/client.go:
// JoinPath appends to "/rapi".
func joinPath() string {
	base, _ := url.Parse("https://dns.example.com/rapi")
	s, _ := url.JoinPath("https://dns.example.com/rapi", "CreateRecord")
	return base.JoinPath("DeleteRecord").String() + s // JoinPath keeps "rapi"
}

// after github.com/flyteorg/flyte: flyteadmin/auth/handlers.go after PR #5458:
// BaseURL.JoinPath("/") before ResolveReference.
func joinPathThenResolve() string {
	base, _ := url.Parse("https://login.idp.example/tenant-a/v2.0")
	dir := base.JoinPath("/")
	meta, _ := url.Parse(".well-known/openid-configuration") // resolved against dir, not base
	return dir.ResolveReference(meta).String()
}

// after github.com/joshuabezaleel/go-osf: osf/osf.go: NewRequest concatenates
// BaseURL.String() and the path instead of resolving.
func concatenation() string {
	base, _ := url.Parse("https://api.research.example/v2/")
	return base.String() + "preprints" // plain concatenation
}

// after github.com/ingest/manifest: hls/types.go: a variant playlist is
// resolved against the master playlist's URL; its last segment is a file.
func siblingFile() string {
	master, _ := url.Parse("https://cdn.example.com/live/show/master.m3u8")
	ref, _ := url.Parse("variant_720.m3u8") // replacing the file name is intended
	return master.ResolveReference(ref).String()
}

// after github.com/ingest/manifest: hls/types.go, a JSON sibling.
func siblingJSON() string {
	base, _ := url.Parse("https://schemas.example.com/a/a.json")
	u, _ := base.Parse("b.json") // a.json is a file: b.json is its sibling
	return u.String()
}

// after github.com/buildkite/go-buildkite: buildkite.go: resolveURL returns an
// absolute reference (a pagination link) as it is.
func absoluteRef() string {
	base, _ := url.Parse("https://gateway.example.com/ci")
	u, _ := base.Parse("https://api.example.com/v2/builds?page=2") // absolute: base ignored
	return u.String()
}

// after github.com/golang/go: src/net/url/url_test.go (RFC 3986 §5.4.1
// examples "?y" and "#s"): query-only and fragment-only references keep the
// whole base path.
func queryAndFragment() (string, string) {
	base, _ := url.Parse("https://api.example.com/v1/users")
	next, _ := base.Parse("?page=2")    // query only: path kept
	frag, _ := base.Parse("#section-2") // fragment only: path kept
	return next.String(), frag.String()
}

// after github.com/andygrunwald/go-jira: jira.go: NewClient(httpClient,
// baseURL, …) gets the base as a parameter; its text is unknown.
func parameterBase(baseURL string) string {
	base, err := url.Parse(baseURL)
	if err != nil {
		return ""
	}
	u, _ := base.Parse("rest/api/2/issue") // base unknown
	return u.String()
}

// after github.com/go-resty/resty: issue #318: a host-only base with a '/'
// reference.
func hostOnlyResty() string {
	base, _ := url.Parse("https://api.example.com")
	u, _ := base.Parse("/this/works/") // host only
	return u.String()
}

// after a "package endpoints" search hit (scanii API constants; repository not
// identified): fmt.Sprintf("%s/%s", endpoint, path) joins with an explicit '/'.
func formatted(id int) string {
	return fmt.Sprintf("%s/%d", "https://api.example.com/v1/users", id)
}
