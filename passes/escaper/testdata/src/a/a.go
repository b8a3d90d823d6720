package a

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"strconv"
	"strings"
	"time"
)

type client struct {
	base     string
	hostPort string
}

func (c *client) get(path string) {}

func (c *client) nodeURL(node, path string) string { return c.base + path }

// Invalid.

func pathEscapeInQuery(c *client, w http.ResponseWriter, r *http.Request, sym, text, q, id, wd, bundle, canon, promURL, ip, email string) {
	// after the find_string hit 49476265256 (a Yahoo Finance quote client)
	_ = "https://quotes.example.com/v7/quote?symbols=" + url.PathEscape(sym) // want `escaper: url.PathEscape in a query value of "https://quotes.example.com/v7/quote\?symbols=…" leaves "&", "\+" and "=" as they are`

	// after the find_string hit 41642518240 (a Discord bot's tweet link)
	_ = "https://social.example/intent/post?text=" + url.PathEscape(text) // want `url.PathEscape in a query value`

	// after github.com/amundlrohne/televisor: queries (Prometheus query)
	http.Get("http://localhost:9090/api/v1/query?query=" + url.PathEscape(q)) // want `url.PathEscape in a query value`

	// after the find_string hit 57581492905 (a search client with a base URL field)
	c.get(c.base + "/search?word=" + url.PathEscape(wd) + "&sort=new&p=1") // want `url.PathEscape in a query value of "…/search\?word=…&sort=new&p=1"`

	// after the find_string hit 70077624311 (a redirect after a form)
	dest := "/?domain=" + url.PathEscape(id) // want `url.PathEscape in a query value`
	http.Redirect(w, r, dest, http.StatusSeeOther)

	// after the find_string hit 60265139095 (a Prometheus client with the server URL as a parameter)
	c.get(promURL + "?query=" + url.PathEscape(q)) // want `url.PathEscape in a query value`

	// after the find_string hit 27192687130 (a viewer redirecting to an entity)
	http.Redirect(w, r, "/entity/"+bundle+"?uri="+url.PathEscape(canon), http.StatusTemporaryRedirect) // want `url.PathEscape in a query value`

	// after the find_string hit 39404744128 (a transit API client)
	http.Get("https://api.transit.example/StopPoint/Search?query=" + url.PathEscape(q) + "&maxResults=10") // want `url.PathEscape in a query value`

	// after github.com/circonus-labs/gosnowth: caql.go
	c.get(c.nodeURL("n1", "/extension/lua/caql_v1") + "?query=" + url.PathEscape(q)) // want `url.PathEscape in a query value`

	// after the find_string hit 5938784480 (a newsletter check: an e-mail with "+" becomes a space)
	http.Get(os.Getenv("LISTS_URL") + "/api/subscribers?query=" + url.PathEscape("subscribers.email = '"+email+"'")) // want `url.PathEscape in a query value`

	// after the find_string hit 1392251756 (a Prometheus test client: "a + b" loses its "+")
	http.Get("http://" + c.hostPort + "/api/v1/query?query=" + url.PathEscape(q)) // want `url.PathEscape in a query value`

	// after the find_string hit 69415226112 (an IP lookup with more parameters after the value)
	http.Get("https://opendata.example.cn/api.php?query=" + url.PathEscape(ip) + "&resource_id=6006") // want `url.PathEscape in a query value`

	// after the find_string hit 48234723410 (a relative reference completed by the caller)
	c.get("queryResults?query=" + url.PathEscape(q)) // want `url.PathEscape in a query value`
}

func pathEscapeInSprintf(c *client, q, text string) {
	// after the find_string hit 17786962731 (a search link)
	_ = fmt.Sprintf("https://google.example/search?q=%s", url.PathEscape(q)) // want `url.PathEscape in a query value of "https://google.example/search\?q=…"`

	// after the find_string hit 32440879352 (a lookup service client)
	http.NewRequest(http.MethodGet, fmt.Sprintf("http://localhost:6060/search?q=%s&n=%d", url.PathEscape(q), 10), nil) // want `url.PathEscape in a query value`

	// after code that reads as github.com/wit-ai/wit-go's (repository not confirmed): language.go
	c.get(fmt.Sprintf("/language?q=%s", url.PathEscape(text))) // want `url.PathEscape in a query value`

	// after code that reads as github.com/wit-ai/wit-go's (repository not confirmed): message.go (buildParseQuery)
	_ = fmt.Sprintf("?q=%s", url.PathEscape(q)) // want `url.PathEscape in a query value`

	// A "%d" before the verb takes an argument of its own.
	_ = fmt.Sprintf("https://h.example/a?n=%d&q=%v", 3, url.PathEscape(q)) // want `url.PathEscape in a query value`
}

func queryEscapeInPath(urn, email, name, word, id, sys, pkg, ver, user, sub string) {
	// after the find_string hit 70307041833 (a LinkedIn comments client)
	_ = "https://api.social.example/rest/socialActions/" + url.QueryEscape(urn) + "/comments" // want `escaper: url.QueryEscape in the path of "https://api.social.example/rest/socialActions/…/comments" writes a space as "\+", which a path keeps as "\+": use PathEscape`

	// after the find_string hit 17232609573 (a service account's certificate URL)
	_ = "https://certs.example.com/robot/v1/metadata/x509/" + url.QueryEscape(email) // want `url.QueryEscape in the path`

	// after the find_string hit 45586774076 (a GitHub user lookup)
	http.Get("https://api.github.com/users/" + url.QueryEscape(name)) // want `url.QueryEscape in the path`

	// after the find_string hit 432858576 (a Twitter client)
	http.Get("https://api.twitter.com/2/users/" + url.QueryEscape(id) + "/tweets") // want `url.QueryEscape in the path`

	// after the find_string hit 29309370552 (a video feed: the escaper in the path, then a query)
	http.Get("https://feeds.example.com/api/users/" + url.QueryEscape(sub) + "/newvideos?alt=json&max-results=50") // want `url.QueryEscape in the path`

	// after the find_string hit 51777978088 (a dictionary bot: "ice cream" becomes "ice+cream")
	_ = fmt.Sprintf("https://en.wiktionary.org/wiki/%s", url.QueryEscape(word)) // want `url.QueryEscape in the path`

	// after code that reads as github.com/ossf/scorecard's (repository not confirmed): the deps.dev client (GetVersion)
	_ = fmt.Sprintf("https://api.deps.dev/v3alpha/systems/%s/packages/%s/versions/%s", url.QueryEscape(sys), url.QueryEscape(pkg), url.QueryEscape(ver)) // want `url.QueryEscape in the path` `url.QueryEscape in the path` `url.QueryEscape in the path`

	// after the find_string hit 24182614183 (a Spotify track lookup)
	u := fmt.Sprintf("http://api.music.example/v1/tracks/%s", url.QueryEscape(id)) // want `url.QueryEscape in the path`
	http.Get(u)

	// after the find_string hit 14334509038 (a flat listing's link)
	_ = fmt.Sprintf("https://housing.example.de/search/%s", url.QueryEscape(id)) // want `url.QueryEscape in the path`

	// after the find_string hit 11001458900 (a handler test: a path that reaches a request)
	http.NewRequest(http.MethodPut, "/users/"+url.QueryEscape(user)+"/passwords", bytes.NewReader(nil)) // want `url.QueryEscape in the path`

	// The result is held in a variable, which may be used elsewhere: no fix.
	escaped := url.QueryEscape(name) // want `url.QueryEscape in the path`
	http.Get("https://files.example.com/dl/" + escaped)
}

// searchFormat is shared by two calls: each call's verbs are its own.
const searchFormat = "https://h.example/search?q=%s"

func sharedFormat(q string) {
	_ = fmt.Sprintf(searchFormat, url.PathEscape(q)) // want `url.PathEscape in a query value`
	_ = fmt.Sprintf(searchFormat, url.QueryEscape(q))
}

func websocket(room string) {
	_ = "wss://chat.example.com/join?room=" + url.PathEscape(room) // want `url.PathEscape in a query value`
}

func unknownSegments(id, name string) {
	// An unknown segment, then a "/": the escaped text is still in the path.
	_ = "https://h.example/users/" + id + "/files/" + url.QueryEscape(name) // want `url.QueryEscape in the path`
}

func password(name string) {
	// The message hides the password.
	_ = "https://app:hunter2@h.example/files/" + url.QueryEscape(name) // want `url.QueryEscape in the path of "https://app:\*\*\*@h.example/files/…"`
}

// A path relative to a client's base URL, held in variables.
type baseClient struct{ BaseURL *url.URL }

func (c *baseClient) NewRequest(method, urlStr string) (*http.Request, error) {
	u, err := c.BaseURL.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

func (c *baseClient) getf(format string, args ...any) (*http.Response, error) {
	return http.Get(fmt.Sprintf(format, args...))
}

func relative(c *baseClient, owner, base, head, name string) {
	escapedBase := url.QueryEscape(base) // want `url.QueryEscape in the path of "repos/…/compare/…...…"`
	escapedHead := url.QueryEscape(head) // want `url.QueryEscape in the path of "repos/…/compare/…...…"`
	u := fmt.Sprintf("repos/%v/compare/%v...%v", owner, escapedBase, escapedHead)
	_, _ = c.NewRequest("GET", u)

	// A format passed on to fmt.Sprintf by a method of the package.
	_, _ = c.getf("https://api.example.com/users/%s", url.QueryEscape(name)) // want `url.QueryEscape in the path of "https://api.example.com/users/…"`
}

// The fields of a net/url.URL.
func fields(q, name string) {
	u := &url.URL{Scheme: "https", Host: "api.example.com"}
	u.RawQuery = "q=" + url.PathEscape(q)         // want `url.PathEscape in a query value of "q=…"`
	u.Path = "/files/" + url.PathEscape(name)     // want `url.PathEscape in "/files/…", the Path of a net/url.URL`
	u.RawPath = "/files/" + url.QueryEscape(name) // want `url.QueryEscape in the path of "/files/…"`
	u.RawPath = url.QueryEscape(name)             // want `url.QueryEscape in the path of "…"`
	u.RawQuery = url.QueryEscape(q)               // a whole query
	u.Path = "/files/" + name
}

// authResponse returns a digest in the standard base64 alphabet.
func authResponse(user, salt string) string {
	sum := sha256.Sum256([]byte(user + salt))
	return base64.StdEncoding.EncodeToString(sum[:])
}

// Text that no escaper fills but that surely needs one.
func unescapedText(cfg dbConfig, accessToken, id, address, name, ref string, n int) {
	_ = fmt.Sprintf("postgres://%s:%s@%s/%s", cfg.User, cfg.Password, cfg.Host, cfg.Name)    // want `escaper: cfg.Password, a password, is written into the userinfo of "postgres://…:\*\*\*@…/…" unescaped: an "@", ":" or "/" in it ends the userinfo \(RFC 3986 §3.2.1\); build it with url.UserPassword`
	http.Get(fmt.Sprintf("https://oauth.example.com/userinfo?access_token=%s", accessToken)) // a token is mostly letters and digits
	data := base64.StdEncoding.EncodeToString([]byte(id + ":" + address))
	http.Get("https://mail.example.com/proxy?data=" + data)                        // want `escaper: text in the standard base64 alphabet is written into a query value of "https://mail.example.com/proxy\?data=…"`
	http.Get("https://rtmp.example.com/app?response=" + authResponse(id, address)) // want `escaper: authResponse\(id, address\), text in the standard base64 alphabet, is written into a query value`

	// Silent: what an ID, a name or a call holds is not known.
	http.Get("https://api.example.com/v2/certificates?name=" + name)
	http.Get("https://api.example.com/v2/volumes?id=" + id + "&n=" + fmt.Sprint(n))
	http.Get("https://mail.example.com/proxy?data=" + base64.URLEncoding.EncodeToString([]byte(id)))
	http.Get("https://oauth.example.com/userinfo?access_token=" + url.QueryEscape(accessToken))
	_ = fmt.Sprintf("postgres://%s@%s/%s", url.UserPassword(cfg.User, cfg.Password), cfg.Host, cfg.Name)
	_ = fmt.Sprintf("https://%s/login?user=%s", cfg.Host, cfg.User) // a user name is mostly letters and digits
	pw := cfg.Password
	pw = url.QueryEscape(pw)
	http.Get("https://example.com/login?password=" + pw)
	http.Get("https://oauth.example.com/userinfo#access_token=" + accessToken) // the fragment
	_ = "https://" + ref + "/x?password=" + cfg.Password                       // want `cfg.Password, a password, is written into a query value of "https://…/x\?password=…"`
}

type dbConfig struct{ User, Password, Host, Name string }

// Valid.

func valid(w http.ResponseWriter, r *http.Request, user, pass, host, name, bucket, k, v, qs, repo, tag, space, key, group, rawQuery, frag, addr, id, platform, kw string) {
	// after the find_string hit 65776177633: QueryEscape writes a space in the userinfo as "+"
	_ = fmt.Sprintf("postgres://%s:%s@%s/%s", url.QueryEscape(user), url.QueryEscape(pass), host, url.PathEscape(name)) // want `url.QueryEscape in the userinfo` `url.QueryEscape in the userinfo`

	// after code that reads as github.com/googleapis/google-cloud-go's (repository not confirmed): storage (a routing header, not a URI)
	_ = fmt.Sprintf("bucket=projects/_/buckets/%s", url.QueryEscape(bucket))

	// after the find_string hit 56260713234: a libpq connection string
	_ = fmt.Sprintf("host=%s", url.PathEscape(host))

	// after the find_string hit 32339704150: a Cookie header
	_ = k + "=" + url.PathEscape(v) + "; "

	// after the find_string hit 17659469575: no "?" is written, the string may be anything
	_ = qs + "&" + k + "=" + url.PathEscape(v)

	// after the find_string hit 42562880544: each escaper in its place
	_ = fmt.Sprintf("http://unix/images/%s/push?tag=%s", url.PathEscape(repo), url.QueryEscape(tag))

	// after the find_string hit 55299061299: each escaper in its place
	_ = fmt.Sprintf("https://chat.example.com/v1/spaces/%s/messages?key=%s", url.PathEscape(space), url.QueryEscape(key))

	// after the find_string hit 59374118604: each escaper in its place
	_ = fmt.Sprintf("/groups/%s/domains?filter[name]=%s", url.PathEscape(group), url.QueryEscape(name))

	// after code that reads as github.com/elastic/terraform-provider-elasticstack's (repository not confirmed): detection rules (each in its place)
	_ = fmt.Sprintf("/s/%s/api/detection_engine/rules?id=%s", url.PathEscape(space), url.QueryEscape(id))

	// after the find_string hit 6771636992: the Path field is decoded, so
	// String escapes the escapes again
	u := &url.URL{Scheme: "https", Host: "h.example"}
	u.Path = "/users/" + url.QueryEscape(name) // want `url.QueryEscape in "/users/…", the Path of a net/url.URL, which holds the path decoded`

	// after the find_string hit 33244086973: a relative path with no base in sight
	_ = fmt.Sprintf("projects/-/serviceAccounts/%s", url.QueryEscape(name))

	// after code that reads as github.com/moby/buildkit's (repository not confirmed): a package URL, whose qualifiers follow their own rules
	_ = "pkg:docker/busybox@latest?platform=" + url.PathEscape(platform)

	// after code that reads as github.com/perkeep/perkeep's (repository not confirmed): Fprintf writes to a buffer whose start is not in sight
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "/%s", url.QueryEscape(name))

	// after the find_string hit 432858576: QueryEscape in a query value
	http.Get("https://api.twitter.com/2/tweets/search/recent?query=" + url.QueryEscape(kw))

	// A whole query: PathEscape may keep its "&" and "=" on purpose.
	http.Get("https://h.example/search?" + url.PathEscape(rawQuery))

	// A key.
	http.Get("https://h.example/search?" + url.PathEscape(k) + "=1")

	// The fragment.
	_ = "https://h.example/page#" + url.QueryEscape(frag)

	// The escaped text is known, and both escapers give it the same meaning.
	http.Get("https://h.example/files/" + url.QueryEscape("report.pdf"))
	http.Get("https://h.example/s?q=" + url.PathEscape("hello world"))

	// A path that reaches no URI and does not start with a scheme.
	_ = "/v1/news/" + url.QueryEscape(id)

	// A password, escaped as a query value.
	_ = "https://user:" + url.QueryEscape(pass) + "@h.example/" // want `url.QueryEscape in the userinfo of "https://user:\*\*\*@h.example/"`

	// A quoted verb is not the escaped text.
	_ = fmt.Sprintf("http://localhost:6060/search?q=%q", url.PathEscape(kw))

	// No "//": a mailto path is an address.
	_ = "mailto:" + url.QueryEscape(addr)

	// An unknown scheme.
	_ = "myapp://open/" + url.QueryEscape(name)
}

func otherSchemes(subject, opts string) {
	// A mailto header field: "+" is no space there (RFC 6068), QueryEscape would be wrong too.
	_ = "mailto:team@example.com?subject=" + url.PathEscape(subject)

	// libpq reads "+" in an option as "+".
	_ = "postgres://app@db.example.com/app?options=" + url.PathEscape(opts)
}

func unknownEnd(route, v string) {
	// The route may end the path with "?q=".
	_ = "https://h.example/" + route + url.QueryEscape(v)
}

// A URI written into a variable and extended after: the password lands in
// the userinfo that a later append ends.
func chainPassword(cfg dbConfig) string {
	dsn := "postgres://" + url.QueryEscape(cfg.User) // want `url.QueryEscape in the userinfo`
	if cfg.Password != "" {
		dsn += ":" + cfg.Password // want `escaper: cfg.Password, a password, is written into the userinfo of "postgres://…:\*\*\*@…"`
	}
	dsn += "@" + cfg.Host
	return dsn
}

// The same, written into a strings.Builder one write at a time.
func builderPassword(cfg dbConfig) string {
	var b strings.Builder
	b.WriteString("postgres://")
	b.WriteString(url.QueryEscape(cfg.User)) // want `url.QueryEscape in the userinfo`
	b.WriteByte(':')
	b.WriteString(cfg.Password) // want `escaper: cfg.Password, a password, is written into the userinfo of "postgres://…:\*\*\*@…"`
	b.WriteByte('@')
	b.WriteString(cfg.Host)
	return b.String()
}

// A MySQL DSN, whose parser splits at the last "@", in each branch:
// with an address and without.
func mysqlBufferDSN(cfg dbConfig, network string) string {
	var b bytes.Buffer
	b.WriteString(cfg.User)
	b.WriteByte(':')
	b.WriteString(cfg.Password)
	b.WriteByte('@')
	if cfg.Host != "" {
		b.WriteString("tcp(")
		b.WriteString(cfg.Host)
		b.WriteByte(')')
	} else if network != "" {
		b.WriteString(network)
	}
	b.WriteByte('/')
	b.WriteString(cfg.Name)
	return b.String()
}

// A client that joins the path it is given onto its base URL: the
// path is escaped, and "+" stays "+" in it.
type joinClient struct{ base *url.URL }

func (c *joinClient) do(method, path string) (*http.Response, error) {
	u := c.base.JoinPath(path)
	req, err := http.NewRequest(method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (c *joinClient) mailbox(name string) {
	_, _ = c.do("GET", "/api/v1/mailbox/"+url.QueryEscape(name)) // want `url.QueryEscape in the path of "/api/v1/mailbox/…"`
}

// The segments path.Join joins into the Path field are decoded text too.
func joinedIntoPath(u *url.URL, id string) {
	u.Path = path.Join(u.Path, "ip", url.PathEscape(id)) // want `url.PathEscape in "…", the Path of a net/url.URL`
	u.Path = path.Join(u.Path, "ip", id)
}

// A client that joins the path it is given into the Path field, which
// holds the path decoded: its callers' escapers escape twice.
type pathClient struct{ base string }

func (c *pathClient) doRequest(method, p string) (*http.Response, error) {
	u, err := url.Parse(c.base)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, p)
	return http.DefaultClient.Do(&http.Request{Method: method, URL: u})
}

func (c *pathClient) deleteToken(name string) {
	_, _ = c.doRequest("DELETE", "/v2/token/"+url.PathEscape(name)) // want `url.PathEscape in "…", the Path of a net/url.URL`
}

func (c *pathClient) getToken(name string) {
	_, _ = c.doRequest("GET", "/v2/token/"+name)
}

// A value named for a URL, a file's path or a pattern holds what a
// query value must escape.
//
// after github.com/nlnwa/gowarc (dedupe), github.com/kopia/kopia
// (internal/serverapi), istio.io/istio (pilot-agent status)
func namedQueryText(doppelgangerHost, digest, targetURI, path, statsFilter, hostPort string, u *url.URL) {
	http.NewRequest("GET", doppelgangerHost+"/api/records/"+digest+"?uri="+targetURI, nil)                  // want `escaper: targetURI, a URL, is written into a query value of "…/api/records/…\?uri=…" unescaped`
	http.Get("http://localhost:51515/api/v1/snapshots?path=" + path)                                        // want `escaper: path, a file path, is written into a query value`
	http.Get(fmt.Sprintf("http://%s/stats?usedonly&filter=%s", hostPort, statsFilter))                      // want `escaper: statsFilter, a pattern, is written into a query value`
	http.Get("http://localhost:51515/api/v1/snapshots?path=" + u.Path)                                      // a URL's path
	http.NewRequest("GET", doppelgangerHost+"/api/records/"+digest+"?uri="+url.QueryEscape(targetURI), nil) // escaped
	http.Get("https://open.example.com/connect" + targetURI)                                                // not after '='
	// after code.gitea.io/gitea: services/mailer/mail_team_invite.go
	inviteRedirect := url.QueryEscape("/org/invite/" + path)
	http.Get(fmt.Sprintf("%suser/sign_up?redirect_to=%s", doppelgangerHost, inviteRedirect)) // escaped where it is made
}

// A time written with a zone offset east of UTC holds a "+".
func timeQuery(from, to time.Time) {
	http.Get("/v2/charges?from=" + from.Format(time.RFC3339)) // want `escaper: from.Format\(time.RFC3339\), a time whose zone offset may start with "\+", is written into a query value of "/v2/charges\?from=…" unescaped`
	http.Get("/v2/charges?from=" + to.UTC().Format(time.RFC3339))
	http.Get("/v2/charges?from=" + to.Format(time.DateOnly))
	http.Get("/v2/charges?from=" + url.QueryEscape(from.Format(time.RFC3339)))
	parsed, _ := time.Parse(time.UnixDate, "Fri Jun 11 20:00:00 UTC 2049")
	http.Get("/v2/charges?from=" + parsed.Format(time.RFC3339)) // parsed as UTC
	dated := time.Date(2049, 6, 11, 20, 0, 0, 0, time.UTC)
	http.Get("/v2/charges?from=" + dated.Format(time.RFC3339))
}

// after code.gitea.io/sdk/gitea: status.go (the helper sends its base, a
// path of the API and the path given, and the helpers before it pass the
// path on)
type apiClient struct {
	url string
	hc  *http.Client
}

func (c *apiClient) doRequest(method, path string) (*http.Response, error) {
	req, err := http.NewRequest(method, c.url+"/api/v1"+path, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func (c *apiClient) getResponse(method, path string) (*http.Response, error) {
	return c.doRequest(method, path)
}

func (c *apiClient) createStatus(owner, sha string) {
	c.getResponse("POST", fmt.Sprintf("/repos/%s/statuses/%s", url.PathEscape(owner), url.QueryEscape(sha))) // want `url.QueryEscape in the path of "/repos/…/statuses/…"`
}

// A query after the base is no path: the parameter may be anything.
func (c *apiClient) search(q string) (*http.Response, error) {
	req, err := http.NewRequest("GET", c.url+"/search?q="+q, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func (c *apiClient) find(term string) {
	c.search(url.QueryEscape(term))
}

// after github.com/zeromicro/go-zero: gateway/server.go (the string
// url.JoinPath gives is escaped; Path holds the path decoded)
func prefixed(r *http.Request, prefix string) (*url.URL, error) {
	u := *r.URL
	var err error
	u.Path, err = url.JoinPath(prefix, u.Path) // want `url.JoinPath gives its path escaped, and the Path field of net/url.URL holds it decoded`
	if err != nil {
		return nil, err
	}
	u.RawPath, err = url.JoinPath(prefix, u.EscapedPath())
	return &u, err
}

// The same, through a variable the joined path is given first.
func joinedThenSet(target, parsed *url.URL) error {
	joined, err := url.JoinPath(target.Path, parsed.Path) // want `url.JoinPath gives its path escaped, and the Path field of net/url.URL holds it decoded`
	if err != nil {
		return err
	}
	target.Path = joined
	return nil
}

// after github.com/pulumi/pulumi: sdk/go/common/util/gitutil (the
// password of a parsed URL is decoded; written back raw into an authority
// built alone, its "@" ends the userinfo)
func hostAuth(u *url.URL) string {
	user := u.User.Username()
	p, ok := u.User.Password()
	if !ok {
		return user + "@" + u.Host
	}
	return user + ":" + p + "@" + u.Host // want `escaper: p, a password, is written into the userinfo of "…:\*\*\*@…"`
}

// A user name may need no escaping: letters and digits, mostly.
func userAuth(u *url.URL, name string) string {
	return name + ":" + u.Port() + "@" + u.Host
}

// A Firebird DSN, "user:pw@host:port/path", is no authority built alone:
// its path follows the host.
func firebirdDSN(user, password, path string) string {
	return user + ":" + password + "@localhost:3050" + path
}

// Passwords all known, none with a byte the userinfo must escape.
func knownPasswords() {
	for _, row := range []struct{ user, pass string }{{"app", "s3cret"}, {"ops", "backend-pw"}} {
		_, _ = url.Parse(fmt.Sprintf("http://%s:%s@test", row.user, row.pass))
	}
	for _, row := range []struct{ user, pass string }{{"app", "p@ss"}} {
		_, _ = url.Parse(fmt.Sprintf("http://%s:%s@test", row.user, row.pass)) // want `row.pass, a password, is written into the userinfo`
	}
}

// A MySQL DSN is no URI: its parser splits at the last "@".
func mysqlDSN(user, password, host string) string {
	return user + ":" + password + "@tcp(" + host + ")/app"
}

// QueryEscape writes a space in the password as "+", which a userinfo
// keeps as "+": the server is given another password.
func connString(user, password, host string) string {
	return fmt.Sprintf("postgres://%s:%s@%s/app?sslmode=disable", user, url.QueryEscape(password), host) // want `url.QueryEscape in the userinfo of "postgres://…:\*\*\*@…/app\?sslmode=disable" writes a space as "\+"`
}

// A known password with no space means the same either way.
var knownPassword = "postgres://app:" + url.QueryEscape("s3cret") + "@db.example.com/app"

// A secret a service issues is a token: whether it needs escaping is
// not known.
func tokenURL(clientID, clientSecret string) string {
	return fmt.Sprintf("https://auth.example.com/oauth/token?client_id=%s&client_secret=%s", clientID, clientSecret)
}

// The escaped segment is right in the relative location returned, and
// wrong where it lands in the decoded Path.
func location(id, base string) string {
	rel := "users/" + url.PathEscape(id)
	if base == "" {
		return rel
	}
	u, err := url.Parse(base)
	if err != nil {
		return rel
	}
	u.Path = u.Path + "/" + rel // want `url.PathEscape in "…/users/…", the Path of a net/url.URL`
	return u.String()
}

// url.Values escapes what it is given: escaped text is escaped twice.
func searchTokens(name, cursor string) string {
	params := url.Values{}
	params.Add("name", url.PathEscape(name))      // want `escaper: url.PathEscape's result is put into url.Values, whose Encode escapes every value again`
	params.Set("cursor", url.QueryEscape(cursor)) // want `url.QueryEscape's result is put into url.Values`
	params.Set("limit", url.QueryEscape("10"))
	return "https://api.example.com/v2/token?" + params.Encode()
}

func tokenForm(code, redirect string) url.Values {
	return url.Values{
		"code":         {code},
		"redirect_uri": {url.QueryEscape(redirect)},         // want `url.QueryEscape's result is put into url.Values`
		"scope":        {url.QueryEscape("openid profile")}, // want `url.QueryEscape's result is put into url.Values`
	}
}

// The handler the redirect reaches unescapes the value once more: the
// text arrives as it was.
func redirectBack(w http.ResponseWriter, r *http.Request, prompt string) {
	values := make(url.Values)
	values.Set("prompt", url.QueryEscape(prompt))
	http.Redirect(w, r, "/device?"+values.Encode(), http.StatusSeeOther)
}

func promptOf(r *http.Request) string {
	prompt, _ := url.QueryUnescape(r.Form.Get("prompt"))
	return prompt
}

// after github.com/algolia/algoliasearch-client-go: index.go (the path
// goes to a transport behind an interface, after the request method)
type requester interface {
	Request(method, path string) error
}

type searchIndex struct{ transport requester }

func (i *searchIndex) deleteObject(objectID string) error {
	return i.transport.Request("DELETE", "/1/indexes/products/"+url.QueryEscape(objectID)) // want `url.QueryEscape in the path of "/1/indexes/products/…"`
}

func (i *searchIndex) getObject(objectID string) error {
	path := fmt.Sprintf("/%s", url.QueryEscape(objectID)) // want `url.QueryEscape in the path of "/…"`
	return i.transport.Request(http.MethodGet, path)
}

func (i *searchIndex) query(q string) error {
	return i.transport.Request("GET", "/1/indexes/products?query="+url.QueryEscape(q))
}

// A file name is no request target, whatever precedes it.
func (i *searchIndex) export(name string) string {
	return path.Join("GET", "/exports/"+url.QueryEscape(name))
}

// A route registered with its handler is a pattern, not a request.
type router struct{}

func (router) Handle(method, path string, h http.HandlerFunc) {}

func routes(r router, prefix string) {
	r.Handle("GET", "/files/"+url.QueryEscape(prefix), nil)
}

// after github.com/hashicorp/consul/api: api.go (the path given is put
// after a prefix in the Path field of the request's URL)
type prefixConfig struct{ Scheme, Address, PathPrefix string }

type prefixClient struct{ config prefixConfig }

type prefixRequest struct {
	method string
	url    *url.URL
}

func (c *prefixClient) newRequest(method, p string) *prefixRequest {
	return &prefixRequest{
		method: method,
		url: &url.URL{
			Scheme: c.config.Scheme,
			Host:   c.config.Address,
			Path:   c.config.PathPrefix + p,
		},
	}
}

func (c *prefixClient) policy(name string) *prefixRequest {
	return c.newRequest("GET", "/v1/acl/policy/name/"+url.QueryEscape(name)) // want `url.QueryEscape in "…", the Path of a net/url.URL`
}

func (c *prefixClient) feature(name string) *prefixRequest {
	return c.newRequest("GET", "/v1/operator/feature/"+url.PathEscape(name)) // want `url.PathEscape in "…", the Path of a net/url.URL`
}

// Text of an alphabet with no space reads the same in a path whichever
// escaper wrote it: url.QueryEscape differs from PathEscape there by the
// space alone.
func spacelessInPath(sum []byte, n int64, name string) {
	// after github.com/google/go-attestation: attest/tpm.go
	http.Get("https://ekop.example.com/ekcertservice/" + url.QueryEscape(base64.URLEncoding.EncodeToString(sum)))
	http.Get("https://ftpm.example.com/pki/aia/" + url.QueryEscape(fmt.Sprintf("%X", sum[0:16])))
	http.Get("https://api.example.com/items/" + url.QueryEscape(strconv.FormatInt(n, 10)))
	// A format with other text may hold a space.
	http.Get("https://api.example.com/items/" + url.QueryEscape(fmt.Sprintf("%s-%d", name, n))) // want `url.QueryEscape in the path`
}

func authURL(user string) string {
	return "https://rtmp.example.com/app?response=" + authResponse(user, "salt") // want `escaper: text in the standard base64 alphabet is written into a query value of "https://rtmp.example.com/app\?response=…"`
}

type loginHandler struct {
	state string
	port  int
}

func randToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

func newLoginHandler(port int) (*loginHandler, error) {
	state, err := randToken()
	if err != nil {
		return nil, err
	}
	return &loginHandler{state: state, port: port}, nil
}

// A field that is written base64 text wherever it is written holds it.
func (h *loginHandler) redirectURL() string {
	return fmt.Sprintf("http://127.0.0.1:%d/callback?state=%s", h.port, h.state) // want `escaper: h.state, text in the standard base64 alphabet, is written into a query value`
}
