package uri

import (
	"encoding/csv"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

func TestLookupScheme(t *testing.T) {
	tests := []struct {
		name string
		want Scheme // all but Description and Reference are compared
		ok   bool
	}{
		{"http", Scheme{Name: "http", Status: StatusPermanent, DefaultPort: 80, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true}, true},
		{"HTTP", Scheme{Name: "http", Status: StatusPermanent, DefaultPort: 80, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true}, true}, // §3.1: case-insensitive
		{"Https", Scheme{Name: "https", Status: StatusPermanent, DefaultPort: 443, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true}, true},
		{"wss", Scheme{Name: "wss", Status: StatusPermanent, DefaultPort: 443, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true}, true},
		{"ftp", Scheme{Name: "ftp", Status: StatusPermanent, DefaultPort: 21, Authority: AuthorityRequiredHost}, true},
		{"coaps", Scheme{Name: "coaps", Status: StatusPermanent, DefaultPort: 5684, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true}, true},
		{"ipps", Scheme{Name: "ipps", Status: StatusPermanent, DefaultPort: 631, Authority: AuthorityRequiredHost}, true}, // not 443
		{"ldap", Scheme{Name: "ldap", Status: StatusPermanent, DefaultPort: 389, Authority: AuthorityOptionalHost}, true},
		{"LDAPS", Scheme{Name: "ldaps", Status: StatusProvisional, DefaultPort: 636, Authority: AuthorityOptionalHost}, true},
		{"redis", Scheme{Name: "redis", Status: StatusProvisional, DefaultPort: 6379, ClientPort: true}, true},
		{"wais", Scheme{Name: "wais", Status: StatusHistorical, DefaultPort: 210, Authority: AuthorityRequiredHost}, true},
		{"file", Scheme{Name: "file", Status: StatusPermanent, Authority: AuthorityOptionalHost}, true},
		{"mailto", Scheme{Name: "mailto", Status: StatusPermanent, Authority: AuthorityNone}, true},
		{"news", Scheme{Name: "news", Status: StatusPermanent}, true}, // news://server/group is allowed: no rule
		{"xmpp", Scheme{Name: "xmpp", Status: StatusPermanent}, true},
		{"ni", Scheme{Name: "ni", Status: StatusPermanent}, true},
		{"postgresql", Scheme{Name: "postgresql", Status: StatusUnregistered, DefaultPort: 5432, Authority: AuthorityOptionalHost, HostList: true, ClientPort: true}, true},
		{"MongoDB", Scheme{Name: "mongodb", Status: StatusUnregistered, DefaultPort: 27017, Authority: AuthorityRequiredHost, HostList: true, ClientPort: true}, true},
		{"mongodb+srv", Scheme{Name: "mongodb+srv", Status: StatusUnregistered, Authority: AuthorityRequiredHost}, true}, // one host, no port
		{"socks5h", Scheme{Name: "socks5h", Status: StatusUnregistered, DefaultPort: 1080, Authority: AuthorityRequiredHost, ClientPort: true}, true},
		{"MQTTS", Scheme{Name: "mqtts", Status: StatusUnregistered, DefaultPort: 8883, Authority: AuthorityRequiredHost, ClientPort: true}, true},
		{"tcp", Scheme{Name: "tcp", Status: StatusUnregistered, Authority: AuthorityRequiredHost}, true},            // the port is the service's
		{"npipe", Scheme{Name: "npipe", Status: StatusUnregistered, Authority: AuthorityOptionalHost}, true},        // npipe:////./pipe/docker_engine
		{"ldapi", Scheme{Name: "ldapi", Status: StatusUnregistered, Authority: AuthorityOptionalHost}, true},        // the host is a socket path
		{"neo4j+s", Scheme{Name: "neo4j+s", Status: StatusUnregistered, DefaultPort: 7687, ClientPort: true}, true}, // no rule for the authority
		{"javascript", Scheme{Name: "javascript", Status: StatusUnregistered, Authority: AuthorityNone}, true},
		{"Z39.50r", Scheme{Name: "z39.50r", Status: StatusPermanent}, true},
		{"MS-SECONDARY-SCREEN-CONTROLLER", Scheme{Name: "ms-secondary-screen-controller", Status: StatusProvisional}, true}, // the longest name

		{"", Scheme{}, false},
		{"nosuchscheme", Scheme{}, false},
		{"http:", Scheme{}, false},
		{" http", Scheme{}, false},
		{"\u212aafka", Scheme{}, false}, // Kelvin sign: strings.ToLower would make it "kafka"
		{"ms-secondary-screen-controller-and-then-some", Scheme{}, false},
		{"MS-SECONDARY-SCREEN-CONTROLLER-AND-THEN-SOME", Scheme{}, false},
	}
	for _, tt := range tests {
		got, ok := LookupScheme(tt.name)
		if ok != tt.ok {
			t.Errorf("LookupScheme(%q) ok = %v, want %v", tt.name, ok, tt.ok)
			continue
		}
		if !ok {
			if got != (Scheme{}) {
				t.Errorf("LookupScheme(%q) = %+v, want the zero Scheme", tt.name, got)
			}
			continue
		}
		got.Description, got.Reference = "", ""
		if got != tt.want {
			t.Errorf("LookupScheme(%q) = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestSchemeNamesFit checks that LookupScheme's buffer holds every name.
func TestSchemeNamesFit(t *testing.T) {
	for _, s := range Schemes() {
		if len(s.Name) > maxSchemeLen {
			t.Errorf("scheme %q is longer than maxSchemeLen (%d)", s.Name, maxSchemeLen)
		}
	}
	if _, ok := LookupScheme(strings.Repeat("x", maxSchemeLen+1)); ok {
		t.Error("LookupScheme found an over-long name")
	}
}

// TestSchemesRegistry reads schemes.tsv independently of the package and
// checks that every registered scheme is found with its status.
func TestSchemesRegistry(t *testing.T) {
	f, err := os.Open("schemes.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma = '\t'
	r.LazyQuotes = true // the "info" description quotes a word
	r.FieldsPerRecord = 4
	records, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"scheme", "status", "description", "reference"}; !slices.Equal(records[0], want) {
		t.Fatalf("header = %q, want %q", records[0], want)
	}
	count := map[string]int{}
	for _, rec := range records[1:] {
		name, status := rec[0], rec[1]
		count[status]++
		s, ok := LookupScheme(name)
		if !ok {
			t.Errorf("LookupScheme(%q) not found", name)
			continue
		}
		if s.Status.String() != status {
			t.Errorf("LookupScheme(%q).Status = %v, want %s", name, s.Status, status)
		}
		if s.Description == "" {
			t.Errorf("LookupScheme(%q).Description is empty", name)
		}
	}
	want := map[string]int{"permanent": 90, "provisional": 143, "historical": 10}
	if !maps.Equal(count, want) {
		t.Errorf("schemes.tsv has %v schemes by status, want %v", count, want)
	}
}

func TestSchemes(t *testing.T) {
	all := Schemes()
	if len(all) < 243 {
		t.Errorf("len(Schemes()) = %d, want at least the 243 of the registry", len(all))
	}
	for i, s := range all {
		if s.Name != strings.ToLower(s.Name) {
			t.Errorf("Schemes()[%d].Name = %q is not lowercase", i, s.Name)
		}
		if i > 0 && all[i-1].Name >= s.Name {
			t.Errorf("Schemes() has %q before %q: not sorted or not unique", all[i-1].Name, s.Name)
		}
		if got, ok := LookupScheme(s.Name); !ok || got != s {
			t.Errorf("LookupScheme(%q) = %+v, %v; want %+v, true", s.Name, got, ok, s)
		}
	}

	all[0].Name = "changed"
	if Schemes()[0].Name == "changed" {
		t.Error("Schemes returns a slice that aliases the registry")
	}
}

// TestSchemeFacts checks the hand-written table for slips.
func TestSchemeFacts(t *testing.T) {
	registered := parseSchemesTSV(schemesTSV)
	for name, f := range schemeFacts {
		if name != strings.ToLower(name) {
			t.Errorf("schemeFacts[%q]: the key is not lowercase", name)
		}
		if f.Name != "" || f.Status != StatusUnregistered {
			t.Errorf("schemeFacts[%q]: Name and Status come from the registry, not the table", name)
		}
		if f.Reference == "" && (f.DefaultPort != 0 || f.Authority != AuthorityUnknown || f.EmptyPathIsRoot || f.HostList || f.FormQuery) {
			t.Errorf("schemeFacts[%q]: a fact without a Reference", name)
		}
		if (f.EmptyPathIsRoot || f.HostList) && f.Authority == AuthorityNone {
			t.Errorf("schemeFacts[%q]: EmptyPathIsRoot and HostList need an authority", name)
		}
		_, isRegistered := registered[name]
		if !isRegistered && f.Description == "" {
			t.Errorf("schemeFacts[%q]: an unregistered scheme needs a Description", name)
		}
		if isRegistered && f.Description != "" {
			t.Errorf("schemeFacts[%q]: Description overrides the registry's", name)
		}
		s, ok := LookupScheme(name)
		if !ok {
			t.Errorf("LookupScheme(%q) not found", name)
			continue
		}
		if !isRegistered && s.Status != StatusUnregistered {
			t.Errorf("LookupScheme(%q).Status = %v, want unregistered", name, s.Status)
		}
	}
}

func TestSchemeStrings(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{StatusUnregistered.String(), "unregistered"},
		{StatusPermanent.String(), "permanent"},
		{StatusProvisional.String(), "provisional"},
		{StatusHistorical.String(), "historical"},
		{SchemeStatus(4).String(), "SchemeStatus(invalid)"},
		{AuthorityUnknown.String(), "unknown"},
		{AuthorityNone.String(), "none"},
		{AuthorityOptionalHost.String(), "optional-host"},
		{AuthorityRequiredHost.String(), "required-host"},
		{AuthorityRule(4).String(), "AuthorityRule(invalid)"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("String() = %q, want %q", tt.got, tt.want)
		}
	}
}

func TestLookupSchemeNoAllocs(t *testing.T) {
	LookupScheme("http") // parse the registry outside the measurement
	for _, name := range []string{"HTTPS", "mongodb+srv", "MS-SECONDARY-SCREEN-CONTROLLER", "nosuchscheme"} {
		if n := testing.AllocsPerRun(100, func() { LookupScheme(name) }); n != 0 {
			t.Errorf("LookupScheme(%q) allocates %v times, want 0", name, n)
		}
	}
}

func BenchmarkLookupScheme(b *testing.B) {
	for b.Loop() {
		LookupScheme("HTTPS")
	}
}
