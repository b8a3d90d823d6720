package uri

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// The benchmarks run this package and net/url side by side as
// sub-benchmarks named .../uri and .../neturl, so that benchstat can put
// them in columns:
//
//	go test ./uri -run '^$' -bench . -benchmem -count 5 -cpu 1 > bench.txt
//	benchstat -col /impl bench.txt
//
// (the sub-benchmark names are "impl=uri" and "impl=neturl" for that
// reason). One op is one URI unless said otherwise.
//
// On a shared machine, where one run may be 40% slower than the next,
// many short runs in a row compare better than one long one, as each
// runs both implementations within a second or two:
//
//	for i in $(seq 30); do
//		go test ./uri -run '^$' -bench Parse -benchmem -cpu 1 -benchtime 0.5s
//	done > bench.txt

// Sinks keep the compiler from dropping the work measured.
var (
	sinkURI   URI
	sinkURL   *url.URL
	sinkErr   error
	sinkError int
)

// reportPerItem adds a custom metric with the time per item, items being
// what one iteration handles (n iterations in all).
func reportPerItem(b *testing.B, n int, unit string) {
	if n > 0 {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/"+unit)
	}
}

// BenchmarkParse parses the corpus (about 10% invalid), one URI per op.
// net/url.Parse is not strict, so it accepts more of the corpus: the
// metric %invalid shows the share each rejects (logged also with -v).
func BenchmarkParse(b *testing.B) {
	corpus := benchCorpus()
	forURI, forNetURL := benchCorpusInvalid()
	b.Logf("corpus: %d URIs, invalid for uri: %.1f%%, for net/url: %.1f%%", len(corpus), 100*forURI, 100*forNetURL)
	benchParse(b, corpus)
}

// BenchmarkParseInvalid parses the part of the corpus that Parse
// rejects, to measure the cost of an error.
func BenchmarkParseInvalid(b *testing.B) {
	benchParse(b, invalidCorpus())
}

// BenchmarkParseValid parses the part of the corpus that is valid for
// this package, where Parse must not allocate.
func BenchmarkParseValid(b *testing.B) {
	benchParse(b, validCorpus())
}

// benchParse keeps the length of each path, not the result: storing a
// pointer in a global costs a write barrier while the GC marks, which
// would be measured as the parser's.
func benchParse(b *testing.B, corpus []string) {
	b.Run("impl=uri", func(b *testing.B) {
		b.ReportAllocs()
		bad, kept, n, i := 0, 0, 0, 0
		for b.Loop() {
			u, err := Parse(corpus[i])
			if err != nil {
				bad++
			}
			kept += len(u.Path())
			i = next(i, len(corpus))
			n++
		}
		sinkError = bad + kept
		reportPerItem(b, n, "URI")
		b.ReportMetric(100*float64(bad)/float64(n), "%invalid")
	})
	b.Run("impl=neturl", func(b *testing.B) {
		b.ReportAllocs()
		bad, kept, n, i := 0, 0, 0, 0
		for b.Loop() {
			u, err := url.Parse(corpus[i])
			if err != nil {
				bad++
			} else {
				kept += len(u.Path)
			}
			i = next(i, len(corpus))
			n++
		}
		sinkError = bad + kept
		reportPerItem(b, n, "URI")
		b.ReportMetric(100*float64(bad)/float64(n), "%invalid")
	})
}

// BenchmarkParseInterleaved parses the corpus with this package and with
// net/url by turns, in one process, as a program that uses both does: the
// garbage that net/url makes is collected while Parse runs, on the other
// processors of the default GOMAXPROCS (so run it without -cpu 1). One op
// is a slice of the corpus parsed by each, which goes first every other
// op, as the second finds the slice in the cache. The metrics give the
// time per URI of each and their ratio, so that one run compares them.
func BenchmarkParseInterleaved(b *testing.B) {
	corpus := benchCorpus()
	const slice = 500 // a fraction of a millisecond for either parser
	var tURI, tNet time.Duration
	n, i := 0, 0
	// Each loop counts in locals of its own, as benchParse does.
	parseURI := func(part []string) time.Duration {
		start := time.Now()
		bad, kept := 0, 0
		for _, s := range part {
			u, err := Parse(s)
			if err != nil {
				bad++
			}
			kept += len(u.Path())
		}
		d := time.Since(start)
		sinkError += bad + kept
		return d
	}
	parseNetURL := func(part []string) time.Duration {
		start := time.Now()
		bad, kept := 0, 0
		for _, s := range part {
			u, err := url.Parse(s)
			if err != nil {
				bad++
			} else {
				kept += len(u.Path)
			}
		}
		d := time.Since(start)
		sinkError += bad + kept
		return d
	}
	b.ReportAllocs()
	for b.Loop() {
		part := corpus[i : i+slice]
		if n%(2*slice) == 0 {
			tURI += parseURI(part)
			tNet += parseNetURL(part)
		} else {
			tNet += parseNetURL(part)
			tURI += parseURI(part)
		}
		if i += slice; i+slice > len(corpus) {
			i = 0
		}
		n += len(part)
	}
	if n > 0 && tURI > 0 {
		b.ReportMetric(float64(tURI.Nanoseconds())/float64(n), "uri-ns/URI")
		b.ReportMetric(float64(tNet.Nanoseconds())/float64(n), "neturl-ns/URI")
		b.ReportMetric(float64(tNet)/float64(tURI), "neturl/uri")
	}
}

// next returns the index after i in a cycle of n. A compare costs less
// than i%n, whose division would take a fair share of a 100 ns op.
func next(i, n int) int {
	if i++; i == n {
		return 0
	}
	return i
}

// long8K returns a valid URI of exactly 8192 bytes: prefix, then parts
// repeated and joined by sep, then padding, then suffix.
func long8K(prefix string, parts []string, sep, suffix string) string {
	const size = 8 << 10
	var b strings.Builder
	b.WriteString(prefix)
	for i := 0; ; i++ {
		p := parts[i%len(parts)]
		if b.Len()+len(sep)+len(p)+len(suffix) > size {
			break
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(p)
	}
	b.WriteString(strings.Repeat("x", size-b.Len()-len(suffix)))
	b.WriteString(suffix)
	return b.String()
}

var (
	// validate8KPath is mostly path: segments, some percent-encoded,
	// and a short query.
	validate8KPath = long8K("http://www.example.com/",
		[]string{"api", "v2", "users", "caf%C3%A9", "12345", "profile", "settings", "hello%20world", "a-b_c~d", "index.html"},
		"/", "?q=golang&page=2")
	// validate8KQuery is mostly query: many key=value pairs.
	validate8KQuery = long8K("https://search.example.org/find?",
		[]string{"q=golang", "lang=en", "utm_source=newsletter", "redirect=https%3A%2F%2Fexample.com%2F", "ids=1,2,3", "t=1h2m3s", "filter=a+b", "x=/y?z"},
		"&", "#results")
)

// BenchmarkValidate8K validates one 8 KB URI per op; MB/s is the speed.
func BenchmarkValidate8K(b *testing.B) {
	for _, bc := range []struct {
		name string
		s    string
	}{
		{"path", validate8KPath},
		{"query", validate8KQuery},
	} {
		if len(bc.s) != 8<<10 {
			b.Fatalf("%s: len = %d, want 8192", bc.name, len(bc.s))
		}
		if err := Validate(bc.s, RuleURI); err != nil {
			b.Fatalf("%s: %v", bc.name, err)
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bc.s)))
			for b.Loop() {
				sinkErr = Validate(bc.s, RuleURI)
			}
		})
	}
}

// BenchmarkResolve resolves the examples of RFC 3986 §5.4 against their
// base, one reference per op, base and references parsed beforehand.
func BenchmarkResolve(b *testing.B) {
	base := MustParse(rfcBase)
	refs := make([]URI, len(resolveTests))
	for i, ex := range resolveTests {
		refs[i] = MustParse(ex.ref)
		if got := base.Resolve(refs[i]).String(); got != ex.want {
			b.Errorf("Resolve(%q) = %q, want %q", ex.ref, got, ex.want)
		}
	}
	netBase, _ := url.Parse(rfcBase)
	netRefs := make([]*url.URL, len(resolveTests))
	for i, ex := range resolveTests {
		var err error
		if netRefs[i], err = url.Parse(ex.ref); err != nil {
			b.Fatal(err)
		}
	}

	b.Run("impl=uri", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			sinkURI = base.Resolve(refs[i])
			i = next(i, len(refs))
		}
	})
	b.Run("impl=neturl", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			sinkURL = netBase.ResolveReference(netRefs[i])
			i = next(i, len(netRefs))
		}
	})
}

// BenchmarkResolveParse is BenchmarkResolve with the reference parsed in
// each op, as when resolving the links of a page.
func BenchmarkResolveParse(b *testing.B) {
	base := MustParse(rfcBase)
	netBase, _ := url.Parse(rfcBase)
	b.Run("impl=uri", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			ref, err := Parse(resolveTests[i].ref)
			if err != nil {
				b.Fatal(err)
			}
			i = next(i, len(resolveTests))
			sinkURI = base.Resolve(ref)
		}
	})
	b.Run("impl=neturl", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			ref, err := url.Parse(resolveTests[i].ref)
			if err != nil {
				b.Fatal(err)
			}
			i = next(i, len(resolveTests))
			sinkURL = netBase.ResolveReference(ref)
		}
	})
}

// BenchmarkNormalize normalizes the valid part of the corpus, parsed
// beforehand, one URI per op.
func BenchmarkNormalize(b *testing.B) {
	valid := validCorpus()
	us := make([]URI, len(valid))
	for i, s := range valid {
		us[i] = MustParse(s)
	}
	b.ReportAllocs()
	n, i := 0, 0
	for b.Loop() {
		sinkURI = us[i].Normalize()
		i = next(i, len(us))
		n++
	}
	reportPerItem(b, n, "URI")
}
