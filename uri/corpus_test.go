package uri

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The benchmark corpus: 10,000 URI strings drawn from a fixed-seed
// generator, so that every run and every machine measures the same input.
// The mix imitates what a crawler or a linter meets: mostly http and https
// URLs with names, ports, paths, queries and fragments; some IP literals
// and userinfo; the common non-hierarchical schemes; relative references;
// and about one string in ten that RFC 3986 rejects.

const (
	corpusSize  = 10000
	corpusSeed1 = 3986 // RFC number, for luck
	corpusSeed2 = 2005
)

// corpus is the generated set. wantValid records what the generator meant
// each string to be, to check the generator (and the parser) against.
type corpus struct {
	uris      []string
	wantValid []bool
	kinds     []string // the generator that made each string, for messages
}

// theCorpus is built once, on first use.
var theCorpus = sync.OnceValue(func() *corpus {
	g := &corpusGen{r: rand.New(rand.NewPCG(corpusSeed1, corpusSeed2))}
	c := &corpus{
		uris:      make([]string, 0, corpusSize),
		wantValid: make([]bool, 0, corpusSize),
		kinds:     make([]string, 0, corpusSize),
	}
	for range corpusSize {
		kind, s, valid := g.next()
		c.uris = append(c.uris, s)
		c.wantValid = append(c.wantValid, valid)
		c.kinds = append(c.kinds, kind)
	}
	return c
})

// benchCorpus returns the 10,000 strings of the benchmark corpus. The
// slice is shared: do not modify it.
func benchCorpus() []string { return theCorpus().uris }

// corpusStats holds what the parsers make of the corpus.
type corpusStats struct {
	invalidURI    float64 // fraction rejected by Validate(s, RuleURIReference)
	invalidNetURL float64 // fraction rejected by url.Parse
	valid         []string
	invalid       []string
}

var theCorpusStats = sync.OnceValue(func() *corpusStats {
	uris := benchCorpus()
	st := &corpusStats{}
	badURI, badNet := 0, 0
	for _, s := range uris {
		if Validate(s, RuleURIReference) != nil {
			badURI++
			st.invalid = append(st.invalid, s)
		} else {
			st.valid = append(st.valid, s)
		}
		if _, err := url.Parse(s); err != nil {
			badNet++
		}
	}
	st.invalidURI = float64(badURI) / float64(len(uris))
	st.invalidNetURL = float64(badNet) / float64(len(uris))
	return st
})

// benchCorpusInvalid returns the fraction of the corpus that is invalid
// for this package (as a URI-reference) and for net/url.Parse.
func benchCorpusInvalid() (forURI, forNetURL float64) {
	st := theCorpusStats()
	return st.invalidURI, st.invalidNetURL
}

// validCorpus returns the strings of the corpus that Parse accepts.
func validCorpus() []string { return theCorpusStats().valid }

// invalidCorpus returns the strings of the corpus that Parse rejects.
func invalidCorpus() []string { return theCorpusStats().invalid }

// TestBenchCorpus checks that the corpus is what the benchmarks claim: the
// right size, deterministic, about 10% invalid, and judged by Validate as
// the generator meant it. A disagreement is a bug in the generator or in
// the parser; the message shows the string so that one can tell which.
func TestBenchCorpus(t *testing.T) {
	c := theCorpus()
	if len(c.uris) != corpusSize {
		t.Fatalf("corpus has %d strings, want %d", len(c.uris), corpusSize)
	}
	// Same seed, same strings.
	g := &corpusGen{r: rand.New(rand.NewPCG(corpusSeed1, corpusSeed2))}
	for i := range 100 {
		if _, s, _ := g.next(); s != c.uris[i] {
			t.Fatalf("generator is not deterministic: string %d is %q, then %q", i, c.uris[i], s)
		}
	}

	mismatches := 0
	wantInvalid := 0
	perKind := map[string]int{}
	for i, s := range c.uris {
		perKind[c.kinds[i]]++
		if !c.wantValid[i] {
			wantInvalid++
		}
		err := Validate(s, RuleURIReference)
		if got := err == nil; got != c.wantValid[i] {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%s %q: Validate = %v, generator meant valid=%v", c.kinds[i], s, err, c.wantValid[i])
			}
		}
	}
	if mismatches > 20 {
		t.Errorf("... %d disagreements in all", mismatches)
	}

	forURI, forNetURL := benchCorpusInvalid()
	t.Logf("corpus: %d strings, %.1f%% meant invalid; invalid for uri: %.1f%%, for net/url: %.1f%%",
		len(c.uris), 100*float64(wantInvalid)/corpusSize, 100*forURI, 100*forNetURL)
	if forURI < 0.05 || forURI > 0.15 {
		t.Errorf("invalid fraction for uri is %.3f, want about 0.10", forURI)
	}
	if testing.Verbose() {
		var b strings.Builder
		for _, k := range corpusKinds {
			fmt.Fprintf(&b, " %s=%d", k.name, perKind[k.name])
		}
		t.Logf("mix:%s", b.String())
		for i := 0; i < len(c.uris); i += 500 {
			t.Logf("sample %5d %-9s %q", i, c.kinds[i], c.uris[i])
		}
	}
}

// corpusKinds is the mix, in parts per thousand.
var corpusKinds = []struct {
	name   string
	weight int
	gen    func(*corpusGen) string
	valid  bool
}{
	{"http", 560, (*corpusGen).http, true},
	{"userinfo", 20, (*corpusGen).userinfo, true},
	{"ipv4", 40, (*corpusGen).ipv4URI, true},
	{"ipv6", 25, (*corpusGen).ipv6URI, true},
	{"mailto", 30, (*corpusGen).mailto, true},
	{"urn", 20, (*corpusGen).urn, true},
	{"file", 20, (*corpusGen).file, true},
	{"tel", 10, (*corpusGen).tel, true},
	{"data", 10, (*corpusGen).data, true},
	{"relative", 165, (*corpusGen).relative, true},
	{"invalid", 100, (*corpusGen).invalid, false},
}

type corpusGen struct {
	r *rand.Rand
}

func (g *corpusGen) next() (kind, s string, valid bool) {
	n := g.r.IntN(1000)
	for _, k := range corpusKinds {
		if n < k.weight {
			return k.name, k.gen(g), k.valid
		}
		n -= k.weight
	}
	panic("corpus weights do not add up to 1000")
}

// pick returns a random element of list.
func pick[T any](g *corpusGen, list []T) T { return list[g.r.IntN(len(list))] }

// chance reports true with probability p.
func (g *corpusGen) chance(p float64) bool { return g.r.Float64() < p }

var (
	corpusSubdomains = []string{
		"www", "www", "www", "api", "cdn", "static", "img", "docs", "blog", "shop", "m",
		"mail", "auth", "login", "assets", "media", "dev", "staging", "eu-west-1",
		"us-east-2", "news", "support", "en", "de", "app", "files", "status", "s3",
	}
	corpusDomains = []string{
		"example", "github", "google", "wikipedia", "amazonaws", "cloudflare",
		"stackoverflow", "mozilla", "golang", "nytimes", "bbc", "reddit", "youtube",
		"microsoft", "apple", "shopify", "my-company", "acme-widgets", "openstreetmap",
		"archive", "theguardian", "linkedin", "booking", "ietf", "rfc-editor",
		"atlassian", "digitalocean", "internationalbusinessmachines", "x",
	}
	corpusTLDs = []string{
		"com", "com", "com", "com", "org", "org", "net", "io", "dev", "co.uk", "de",
		"fr", "jp", "com.au", "edu", "gov", "nl", "ca", "info",
	}
	corpusPorts = []string{"8080", "8443", "3000", "80", "443", "9000", "5000", "8000", "8888", "4443", "1"}
	corpusWords = []string{
		"api", "v1", "v2", "v3", "users", "products", "search", "wiki", "docs", "blog",
		"2024", "2025", "articles", "images", "static", "js", "css", "about", "en-US",
		"category", "items", "cart", "checkout", "news", "world", "europe", "tech",
		"releases", "download", "latest", "repos", "issues", "pulls", "commits", "main",
		"src", "pkg", "net", "http", "login", "account", "settings", "profile", "help",
		"faq", "contact", "team", "careers", "store", "watch", "feed", "rss", "tags",
		"go", "~jdoe", "@alice", "Special:Search", "File:Example.jpg", "assets", "dist",
	}
	corpusFiles = []string{
		"index.html", "index.php", "main.js", "style.css", "logo.png", "photo.jpg",
		"report.pdf", "data.json", "feed.xml", "archive.tar.gz", "README.md",
		"favicon.ico", "page.aspx", "video.mp4", "sitemap.xml", "app.min.js",
	}
	corpusPctSegments = []string{
		"caf%C3%A9", "hello%20world", "a%2Fb", "%E6%97%A5%E6%9C%AC%E8%AA%9E",
		"Stra%C3%9Fe", "file%20name.pdf", "na%C3%AFve", "100%25", "%7Euser",
		"C%2B%2B", "S%C3%A3o_Paulo", "%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0",
	}
	corpusKeys = []string{
		"q", "id", "page", "sort", "lang", "utm_source", "utm_medium", "utm_campaign",
		"ref", "limit", "offset", "format", "token", "session", "filter", "s", "v",
		"t", "hl", "redirect_uri", "client_id", "state", "per_page", "fields", "tab",
	}
	corpusValues = []string{
		"golang", "newsletter", "email", "twitter", "desc", "asc", "en", "fr", "json",
		"true", "false", "2024-01-15", "a+b+c", "dGVzdA==", "hello%20world",
		"https%3A%2F%2Fexample.com%2Fcallback", "/home?x=1", "caf%C3%A9", "",
		"name,price", "dQw4w9WgXcQ", "1h2m3s", "C%2B%2B", "*", "x:y", "@me",
	}
	corpusFragments = []string{
		"top", "section-2", "L10-L20", "!/inbox", "introduction", "%E2%9C%93",
		"comments", "readme", "page=3", "h.1a2b3c", "main-content", "5.4.1",
	}
)

// name returns a host name: zero to three labels, a domain, a TLD.
func (g *corpusGen) name() string {
	var b strings.Builder
	labels := 0
	switch n := g.r.IntN(100); {
	case n < 20:
	case n < 75:
		labels = 1
	case n < 95:
		labels = 2
	default:
		labels = 3
	}
	for range labels {
		b.WriteString(pick(g, corpusSubdomains))
		b.WriteByte('.')
	}
	b.WriteString(pick(g, corpusDomains))
	b.WriteByte('.')
	b.WriteString(pick(g, corpusTLDs))
	h := b.String()
	if g.chance(0.02) {
		h = strings.ToUpper(h[:1]) + h[1:] // "Www.example.com", as people type it
	}
	return h
}

// segment returns one path segment, sometimes percent-encoded.
func (g *corpusGen) segment() string {
	switch n := g.r.IntN(100); {
	case n < 55:
		return pick(g, corpusWords)
	case n < 70:
		return strconv.Itoa(g.r.IntN(1000000))
	case n < 82:
		// A slug: how-to-parse-uris.
		k := 2 + g.r.IntN(4)
		parts := make([]string, k)
		for i := range parts {
			parts[i] = pick(g, corpusWords)
		}
		return strings.ToLower(strings.NewReplacer("~", "", "@", "", ":", "-", ".", "-").
			Replace(strings.Join(parts, "-")))
	case n < 94:
		return pick(g, corpusPctSegments)
	default:
		return pick(g, corpusWords) + ";jsessionid=" + g.hex(16)
	}
}

// path returns "/" followed by 1 to 6 segments, possibly ending in a file
// name or a slash.
func (g *corpusGen) path() string {
	var b strings.Builder
	n := 1 + g.r.IntN(6)
	for i := range n {
		b.WriteByte('/')
		if i == n-1 && g.chance(0.3) {
			b.WriteString(pick(g, corpusFiles))
		} else {
			b.WriteString(g.segment())
		}
	}
	if g.chance(0.15) {
		b.WriteByte('/')
	}
	return b.String()
}

// query returns 1 to 5 key=value pairs, without the "?".
func (g *corpusGen) query() string {
	var b strings.Builder
	n := 1 + g.r.IntN(5)
	for i := range n {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(pick(g, corpusKeys))
		b.WriteByte('=')
		if g.chance(0.3) {
			b.WriteString(strconv.Itoa(g.r.IntN(10000)))
		} else {
			b.WriteString(pick(g, corpusValues))
		}
	}
	return b.String()
}

func (g *corpusGen) hex(n int) string {
	const digits = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = digits[g.r.IntN(16)]
	}
	return string(b)
}

// uriParts are the components of a generated hierarchical URI, kept apart
// so that the invalid generator can break one of them.
type uriParts struct {
	scheme, userinfo, host, port, path, query, fragment string
}

func (p uriParts) String() string {
	var b strings.Builder
	if p.scheme != "" {
		b.WriteString(p.scheme)
		b.WriteByte(':')
	}
	b.WriteString("//")
	if p.userinfo != "" {
		b.WriteString(p.userinfo)
		b.WriteByte('@')
	}
	b.WriteString(p.host)
	if p.port != "" {
		b.WriteByte(':')
		b.WriteString(p.port)
	}
	b.WriteString(p.path)
	if p.query != "" {
		b.WriteByte('?')
		b.WriteString(p.query)
	}
	if p.fragment != "" {
		b.WriteByte('#')
		b.WriteString(p.fragment)
	}
	return b.String()
}

// webParts returns the parts of an http or https URL with a host name.
func (g *corpusGen) webParts() uriParts {
	p := uriParts{scheme: "https", host: g.name()}
	switch n := g.r.IntN(100); {
	case n < 28:
		p.scheme = "http"
	case n < 29:
		p.scheme = "HTTPS"
	}
	if g.chance(0.12) {
		p.port = pick(g, corpusPorts)
	}
	switch n := g.r.IntN(100); {
	case n < 7: // "http://example.com"
	case n < 17:
		p.path = "/"
	default:
		p.path = g.path()
	}
	if g.chance(0.4) {
		p.query = g.query()
	}
	if g.chance(0.1) {
		p.fragment = pick(g, corpusFragments)
	}
	return p
}

func (g *corpusGen) http() string { return g.webParts().String() }

func (g *corpusGen) userinfo() string {
	p := g.webParts()
	users := []string{"user", "admin", "john.doe", "anonymous", "git", "deploy-bot", "alice%40corp"}
	p.userinfo = pick(g, users)
	if g.chance(0.5) {
		p.userinfo += ":" + pick(g, []string{"password", "s3cr3t", "hunter2", "p%40ss%3Aword", "", "x-oauth-basic"})
	}
	switch n := g.r.IntN(10); {
	case n < 2:
		p.scheme = "ftp"
	case n < 3:
		p.scheme = "ssh"
		p.query, p.fragment = "", ""
	}
	return p.String()
}

func (g *corpusGen) ipv4() string {
	switch g.r.IntN(4) {
	case 0:
		return "127.0.0.1"
	case 1:
		return "192.168." + strconv.Itoa(g.r.IntN(256)) + "." + strconv.Itoa(1+g.r.IntN(254))
	case 2:
		return "10." + strconv.Itoa(g.r.IntN(256)) + "." + strconv.Itoa(g.r.IntN(256)) + "." + strconv.Itoa(1+g.r.IntN(254))
	}
	return strconv.Itoa(1+g.r.IntN(223)) + "." + strconv.Itoa(g.r.IntN(256)) + "." +
		strconv.Itoa(g.r.IntN(256)) + "." + strconv.Itoa(g.r.IntN(256))
}

func (g *corpusGen) ipv4URI() string {
	p := g.webParts()
	p.host = g.ipv4()
	if g.chance(0.4) {
		p.port = pick(g, corpusPorts)
	}
	return p.String()
}

// ipv6 returns an IPv6address (§3.2.2): fixed well-known forms, full
// eight-group forms, compressed forms and forms ending in an IPv4 address.
func (g *corpusGen) ipv6() string {
	switch g.r.IntN(8) {
	case 0:
		return "::1"
	case 1:
		return "2001:db8::7"
	case 2:
		return "::ffff:" + g.ipv4()
	case 3:
		return "64:ff9b::" + g.ipv4()
	case 4: // full, zero-padded
		groups := make([]string, 8)
		for i := range groups {
			groups[i] = g.hex(4)
		}
		groups[0] = "2001"
		return strings.Join(groups, ":")
	case 5: // six groups and an IPv4 address
		groups := make([]string, 6)
		for i := range groups {
			groups[i] = strconv.FormatUint(uint64(g.r.IntN(0x10000)), 16)
		}
		return strings.Join(groups, ":") + ":" + g.ipv4()
	}
	// Eight groups of one to four digits, with a run of them replaced
	// by "::".
	groups := make([]string, 8)
	for i := range groups {
		if g.chance(0.3) {
			groups[i] = "0"
		} else {
			groups[i] = strconv.FormatUint(uint64(g.r.IntN(0x10000)), 16)
		}
	}
	groups[0] = pick(g, []string{"2001", "fe80", "fd00", "2a00", "2606"})
	start := 1 + g.r.IntN(7)
	end := start + 1 + g.r.IntN(8-start)
	return strings.Join(groups[:start], ":") + "::" + strings.Join(groups[end:], ":")
}

func (g *corpusGen) ipv6URI() string {
	p := g.webParts()
	p.host = "[" + g.ipv6() + "]"
	if g.chance(0.4) {
		p.port = pick(g, corpusPorts)
	}
	return p.String()
}

func (g *corpusGen) email() string {
	locals := []string{"info", "john.doe", "support", "jane+news", "sales", "a.b-c_d", "noreply"}
	return pick(g, locals) + "@" + g.name()
}

func (g *corpusGen) mailto() string {
	s := "mailto:" + g.email()
	if g.chance(0.2) {
		s += "," + g.email()
	}
	if g.chance(0.4) {
		s += "?subject=" + pick(g, []string{"Hello", "Hello%20there", "Re%3A%20your%20order", "Feedback"})
		if g.chance(0.5) {
			s += "&body=" + pick(g, []string{"Hi%2C%0D%0A", "See%20you", "Thanks!"})
		}
	}
	return s
}

func (g *corpusGen) urn() string {
	switch g.r.IntN(5) {
	case 0, 1:
		return "urn:isbn:978" + strconv.Itoa(1000000000+g.r.IntN(900000000))
	case 2:
		return "urn:uuid:" + g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12)
	case 3:
		return "urn:ietf:rfc:" + strconv.Itoa(1000+g.r.IntN(9000))
	}
	return pick(g, []string{"urn:oid:2.16.840.1.113883", "urn:nbn:de:bvb:19-146642", "urn:example:animal:ferret:nose", "urn:lex:eu:council:directive:2010-03-09;2010-19-UE"})
}

func (g *corpusGen) file() string {
	switch g.r.IntN(4) {
	case 0:
		return "file:///C:/Users/" + pick(g, []string{"alice", "Bob", "admin"}) + "/Documents/" + pick(g, corpusFiles)
	case 1:
		return "file://localhost/etc/" + pick(g, []string{"fstab", "hosts", "nginx/nginx.conf"})
	}
	return "file://" + g.path()
}

func (g *corpusGen) tel() string {
	return pick(g, []string{
		"tel:+1-201-555-0123", "tel:+44-20-7946-0958", "tel:+33-1-23-45-67-89",
		"tel:7042;phone-context=example.com", "tel:+49(0)30-1234567", "tel:911",
	})
}

func (g *corpusGen) data() string {
	return pick(g, []string{
		"data:,Hello%2C%20World!", "data:text/plain;charset=utf-8,Hello",
		"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
		"data:text/html,%3Ch1%3EHi%3C%2Fh1%3E", "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
		"data:application/json,%7B%22a%22%3A1%7D",
	})
}

// relative returns a relative-ref (§4.2) of one of the common shapes.
func (g *corpusGen) relative() string {
	switch g.r.IntN(12) {
	case 0, 1: // ../a/b
		return strings.Repeat("../", 1+g.r.IntN(3)) + g.path()[1:]
	case 2, 3: // /abs/path?q
		s := g.path()
		if g.chance(0.5) {
			s += "?" + g.query()
		}
		return s
	case 4: // ?q
		return "?" + g.query()
	case 5: // #frag
		return "#" + pick(g, corpusFragments)
	case 6: // //host/path
		return "//" + g.name() + g.path()
	case 7: // g;x=1
		return pick(g, corpusWords[:10]) + ";" + pick(g, []string{"x=1", "type=a", "v=2"})
	case 8: // ./img/logo.png
		return "./" + g.path()[1:]
	case 9: // images/photo.jpg#top
		s := pick(g, []string{"images", "docs", "page", "assets"}) + "/" + pick(g, corpusFiles)
		if g.chance(0.3) {
			s += "#" + pick(g, corpusFragments)
		}
		return s
	case 10:
		return pick(g, corpusFiles)
	}
	return pick(g, []string{".", "..", "./", "../", ""})
}

// invalid returns an http URL broken in one of the ways seen in practice.
func (g *corpusGen) invalid() string {
	p := g.webParts()
	if p.path == "" {
		p.path = "/"
	}
	switch g.r.IntN(10) {
	case 0: // space in host
		i := 1 + g.r.IntN(len(p.host)-1)
		p.host = p.host[:i] + " " + p.host[i:]
	case 1: // space in path or query
		if g.chance(0.5) {
			p.path += pick(g, []string{"my file.pdf", "New folder/", "a b"})
		} else {
			p.query = "q=" + pick(g, []string{"hello world", "new york", "go lang"})
		}
	case 2: // bad percent-encoding
		switch g.r.IntN(3) {
		case 0:
			p.path += pick(g, []string{"%zz", "50%off", "%g1", "100%"})
		case 1:
			p.query, p.fragment = "q="+pick(g, []string{"%", "a%4", "%E2%9"}), ""
		default:
			p.path += "%"
			p.query, p.fragment = "", ""
		}
	case 3: // unbracketed IPv6
		p.host = pick(g, []string{"::1", "2001:db8::7", "fe80::1", "2001:db8:85a3::8a2e:370:7334"})
		p.port = ""
	case 4: // brackets outside the host
		if g.chance(0.7) {
			p.query = pick(g, []string{"ids[]=1&ids[]=2", "filter[name]=x", "a[0]=b"})
		} else {
			p.path += pick(g, []string{"items[0]", "[draft]", "a]b"})
		}
	case 5, 6: // characters RFC 3986 excludes (§2, Appendix C)
		bad := pick(g, []string{"<", ">", "\"", "{", "}", "|", "\\", "^", "`"})
		if g.chance(0.5) {
			p.path += pick(g, corpusWords) + bad + pick(g, corpusWords)
		} else {
			p.query = pick(g, corpusKeys) + "=" + bad + pick(g, corpusValues)
		}
	default: // non-ASCII
		switch g.r.IntN(3) {
		case 0:
			p.path += pick(g, []string{"café", "Straße", "日本語", "naïve"})
		case 1:
			p.query = "q=" + pick(g, []string{"münchen", "東京", "€100"})
		default:
			p.host = pick(g, []string{"bücher.example", "пример.рф", "例え.jp"})
		}
	}
	return p.String()
}
