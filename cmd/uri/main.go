// Command uri checks, parses, normalizes and resolves URIs by RFC 3986.
//
// Usage:
//
//	uri check [-rule R] [URI...]      report the URIs that do not match R (default URI-reference)
//	uri parse [-rule R] [URI...]      print the components as JSON, one object a line
//	uri normalize [-scheme] [URI...]  print the normalized form (§6.2.2; with -scheme also §6.2.3)
//	uri resolve BASE [REF...]         print each reference resolved against BASE (§5.2)
//
// Without URI arguments, a command reads one URI a line from standard input.
// The exit status is 0 when every input is valid, 1 when one is not, and 2
// for a usage error. Passwords in userinfo are shown as "***" unless
// -show-password is given.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urilint/urilint/uri"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  uri check [-rule R] [URI...]      report the URIs that do not match R
  uri parse [-rule R] [URI...]      print the components as JSON lines
  uri normalize [-scheme] [URI...]  print the normalized form
  uri resolve [-compat] BASE [REF...] print references resolved against BASE
Without URI arguments, URIs are read one a line from standard input.
Rules: URI-reference (default), URI, absolute-URI, relative-ref.
`

// run is the command without its process: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd := command{out: stdout, errOut: stderr}
	fs := flag.NewFlagSet("uri "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	rule := fs.String("rule", "URI-reference", "the `production` inputs must match")
	fs.BoolVar(&cmd.showPassword, "show-password", false, "print userinfo passwords instead of ***")
	byScheme := fs.Bool("scheme", false, "normalize: also apply the scheme's rules (§6.2.3)")
	compat := fs.Bool("compat", false, "resolve: non-strict resolution (§5.2.2)")

	var each func(string) bool
	switch args[0] {
	case "check":
		each = cmd.check
	case "parse":
		each = cmd.parse
	case "normalize":
		each = func(s string) bool { return cmd.normalize(s, *byScheme) }
	case "resolve":
		each = nil // needs the base first
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "uri: unknown command %q\n%s", args[0], usage)
		return 2
	}
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	r, ok := uri.ParseRuleName(*rule)
	if !ok {
		fmt.Fprintf(stderr, "uri: unknown rule %q (want URI-reference, URI, absolute-URI or relative-ref)\n", *rule)
		return 2
	}
	cmd.rule = r
	inputs := fs.Args()
	if args[0] == "resolve" {
		if len(inputs) == 0 {
			fmt.Fprintf(stderr, "uri resolve: missing BASE\n%s", usage)
			return 2
		}
		base, err := uri.ParseRule(inputs[0], uri.RuleURI)
		if err != nil {
			fmt.Fprintf(stderr, "uri resolve: base: %v\n", err)
			return 1
		}
		inputs = inputs[1:]
		each = func(s string) bool { return cmd.resolve(base, s, *compat) }
	}

	ok = true
	if len(inputs) > 0 {
		for _, s := range inputs {
			ok = each(s) && ok
		}
	} else {
		sc := bufio.NewScanner(stdin)
		sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
		for sc.Scan() {
			ok = each(strings.TrimSuffix(sc.Text(), "\r")) && ok
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintf(stderr, "uri: reading standard input: %v\n", err)
			return 2
		}
	}
	if !ok {
		return 1
	}
	return 0
}

type command struct {
	out, errOut  io.Writer
	rule         uri.Rule
	showPassword bool
}

func (c *command) redact(s string) string {
	if c.showPassword {
		return s
	}
	return uri.Redact(s)
}

// report prints err with a caret under the offending byte.
func (c *command) report(s string, err error) {
	var e uri.Error
	if !errors.As(err, &e) {
		fmt.Fprintln(c.errOut, err)
		return
	}
	fmt.Fprintln(c.errOut, err)
	shown := uri.Redact(s)
	if shown != s || strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r > '~' }) {
		return // the caret would not line up with what is shown
	}
	fmt.Fprintf(c.errOut, "    %s\n    %s^\n", s, strings.Repeat(" ", e.Offset))
}

func (c *command) check(s string) bool {
	if err := uri.Validate(s, c.rule); err != nil {
		c.report(s, err)
		return false
	}
	fmt.Fprintf(c.out, "ok %s\n", c.redact(s))
	return true
}

// components is the JSON form of a URI: an undefined component is null,
// an empty one "".
type components struct {
	Input     string  `json:"input"`
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	HostKind  string  `json:"hostKind,omitempty"`
	Port      *string `json:"port"`
	Path      string  `json:"path"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
}

func opt(s string, ok bool) *string {
	if !ok {
		return nil
	}
	return &s
}

func (c *command) parse(s string) bool {
	u, err := uri.ParseRule(s, c.rule)
	if err != nil {
		c.report(s, err)
		return false
	}
	v := components{
		Input:     c.redact(s),
		Scheme:    opt(u.Scheme()),
		Authority: opt(u.Authority()),
		Userinfo:  opt(u.Userinfo()),
		Host:      opt(u.Host()),
		Port:      opt(u.Port()),
		Path:      u.Path(),
		Query:     opt(u.Query()),
		Fragment:  opt(u.Fragment()),
	}
	if start, end, ok := uri.PasswordRange(s); ok && !c.showPassword {
		// What Redact hides in the input may be in a path, as in
		// "http//u:pw@h", a relative path that holds no userinfo.
		pw := ":" + s[start:end] + "@"
		for _, p := range []*string{&v.Path, v.Query, v.Fragment} {
			if p != nil {
				*p = strings.ReplaceAll(*p, pw, ":***@")
			}
		}
	}
	if u.HasAuthority() {
		v.HostKind = u.HostKind().String()
		if !c.showPassword {
			*v.Authority = uri.Redact("//" + *v.Authority)[2:]
			if v.Userinfo != nil {
				*v.Userinfo = strings.TrimSuffix(uri.Redact("//" + *v.Userinfo + "@")[2:], "@")
			}
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		fmt.Fprintln(c.errOut, "uri:", err)
		return false
	}
	fmt.Fprintf(c.out, "%s\n", b)
	return true
}

func (c *command) normalize(s string, byScheme bool) bool {
	u, err := uri.ParseRule(s, c.rule)
	if err != nil {
		c.report(s, err)
		return false
	}
	if byScheme {
		u = u.NormalizeScheme()
	} else {
		u = u.Normalize()
	}
	fmt.Fprintln(c.out, c.redact(u.String()))
	return true
}

func (c *command) resolve(base uri.URI, s string, compat bool) bool {
	ref, err := uri.Parse(s)
	if err != nil {
		c.report(s, err)
		return false
	}
	t := base.Resolve(ref)
	if compat {
		t = base.ResolveCompat(ref)
	}
	fmt.Fprintln(c.out, c.redact(t.String()))
	return true
}
