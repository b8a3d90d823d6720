package vulndb

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

const (
	testOwner = "test-owner"
	testRepo  = "test-repo"
)

func TestClient(t *testing.T) {
	client := &issuesClient{Owner: testOwner, Repo: testRepo}
	// Source: golang.org/x/vulndb/internal/issues/issues_test.go:29 (escaper: expected value built from the constant test owner and repository names, which need no escaping)
	want := fmt.Sprintf("https://github.com/%s/%s", testOwner, testRepo) // lookalike
	if got := client.Destination(); got != want {
		t.Fatalf("client.Destination(): %q; want = %q", got, want)
	}
}

func TestLintOffline(t *testing.T) {
	for _, test := range []struct {
		name         string
		description  string
		refs         []reference
		wantNumLints int
	}{
		{
			name: "description_long_word_ok",
			// Source: golang.org/x/vulndb/internal/report/lint_test.go:304 (plainhttp: description text whose length the linter measures, never requested)
			description: "http://1234567890.abcdefghijklmnopqrstuvwxyz.1234567890.abcdefghijklmnopqrstuvwxyz", // lookalike
		},
		{
			name: "reference_invalid_type",
			refs: []reference{{
				Type: "INVALID",
				// Source: golang.org/x/vulndb/internal/report/lint_test.go:675 (plainhttp: a row named for an invalid reference that expects a lint, rules 2a and 2b)
				URL: "http://go.dev/", // lookalike
			}},
			wantNumLints: 1,
		},
		{
			name: "references_incorrect_stdlib",
			refs: []reference{
				// Source: golang.org/x/vulndb/internal/report/lint_test.go:737 (plainhttp: a documentation example host in a row of incorrect references that expects lints, rule 2a)
				{Type: "ADVISORY", URL: "http://www.example.com"}, // lookalike
			},
			wantNumLints: 1,
		},
		{
			name: "markdown",
			// Source: golang.org/x/vulndb/internal/report/lint_test.go:821 (syntax: a markdown link inside description prose that the test expects to be flagged, rules 2a and 4)
			description:  "# Problem\nMore info [here](https://example.com)", // lookalike
			wantNumLints: 1,
		},
	} {
		t.Run(test.name, func(t *testing.T) {
			if got := lintReport(test.description, test.refs); len(got) != test.wantNumLints {
				t.Errorf("lints = %v, want %d", got, test.wantNumLints)
			}
		})
	}
}

func TestNewIssueBody(t *testing.T) {
	// Source: golang.org/x/vulndb/internal/worker/worker_test.go:292 (syntax: expected markdown issue body with a link inside prose, rule 4)
	want := "Advisory [CVE-2000-0001](https://nvd.nist.gov/vuln/detail/CVE-2000-0001) references a vulnerability in the following Go modules:\n" + // lookalike
		"\nDescription:\na description\n"
	if got := newIssueBody("CVE-2000-0001", want[len("Advisory [CVE-2000-0001]("):strings.Index(want, ")")], "a description"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

type cveReference struct {
	URL string `json:"url"`
}

type cveRecord struct {
	References struct {
		Data []cveReference `json:"reference_data"`
	} `json:"references"`
}

const json1 = `{"references": {"reference_data": [` +
	// Source: golang.org/x/vulndb/internal/cve4/cveschema_test.go:140 (colonpath: the colon sits in a path segment of an absolute https URI inside a CVE record fixture)
	`{"refsource": "REDHAT", "url": "https://access.redhat.com/errata/RHSA-2018:0475"},` + // lookalike
	// Source: golang.org/x/vulndb/internal/cve4/cveschema_test.go:155 (plainhttp: a reference URL inside a CVE record fixture that the test only parses, never requested)
	`{"refsource": "SUSE", "url": "http://lists.opensuse.org/opensuse-security-announce/2020-04/msg00041.html"}` + // lookalike
	`]}}`

func TestCVEUnmarshal(t *testing.T) {
	var got cveRecord
	if err := json.Unmarshal([]byte(json1), &got); err != nil {
		t.Fatal(err)
	}
	want := []cveReference{
		// Source: golang.org/x/vulndb/internal/cve4/cveschema_test.go:215 (colonpath: the colon sits in a path segment of an absolute https URI, the expected parsed reference)
		{URL: "https://access.redhat.com/errata/RHSA-2018:0475"}, // lookalike
		// Source: golang.org/x/vulndb/internal/cve4/cveschema_test.go:218 (plainhttp: the expected parsed reference URL of a CVE record, data that is never requested)
		{URL: "http://lists.opensuse.org/opensuse-security-announce/2020-04/msg00041.html"}, // lookalike
	}
	if !reflect.DeepEqual(got.References.Data, want) {
		t.Errorf("got %v, want %v", got.References.Data, want)
	}
}

func TestUpdateFalsePositives(t *testing.T) {
	want := &cve4Record{
		ID: "CVE-2016-0216",
		ReferenceURLs: []string{
			// Source: golang.org/x/vulndb/internal/worker/false_positives_test.go:67 (plainhttp: the expected stored reference URL of a CVE record, data that is never requested)
			"http://www.ibm.com/support/docview.wss?uid=swg21975358", // lookalike
		},
	}
	if want.ID == "" {
		t.Fatal("empty ID")
	}
}
