package strfmt

import "testing"

func TestFormatURI(t *testing.T) {
	valid := []string{
		// Source: github.com/go-openapi/strfmt/default_test.go:30 (credentials: '@' sits in the fragment, not a userinfo; a valid sample fed to the URI validator (rule 2c, regression for issue 131).)
		"https://portal.azure.com#@930d042f-8145-fragment", // lookalike
	}
	invalid := []string{
		// Source: github.com/go-openapi/strfmt/default_test.go:31 (sink: bare host listed as an invalid URI sample that the validator must reject (rule 2a).)
		"somewhere.com", // lookalike
	}
	for _, s := range valid {
		if !IsURI(s) {
			t.Errorf("want valid: %q", s)
		}
	}
	for _, s := range invalid {
		if IsURI(s) {
			t.Errorf("want invalid: %q", s)
		}
	}
}

func invalidHostnames() []string {
	return []string{
		// other characters (not in symbols)
		// Source: github.com/go-openapi/strfmt/default_test.go:85 (syntax: hostname with a raw space in the invalid-hostnames table of a hostname validator, not a URI (rules 2a, 2b).)
		"www.ex ample.org", // lookalike
		// top-level domains too short
		// Source: github.com/go-openapi/strfmt/default_test.go:90 (syntax: non-ASCII hostname in the invalid-hostnames table (TLD too short) of a hostname validator (rule 2a).)
		"www.詹姆斯.x", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:92 (syntax: non-ASCII hostname with an upper-case punycode TLD in the invalid-hostnames table (rule 2a).)
		"www.詹姆斯.XN--1B4C3D", // lookalike
		// these code points are invalid
		// Source: github.com/go-openapi/strfmt/default_test.go:103 (syntax: lone percent sign in the invalid-hostnames table under "these code points are invalid" (rules 2a, 2b).)
		"www.\u0025", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:104 (syntax: DEL control character in the invalid-hostnames table (rules 2a, 2b).)
		"www.\u007f", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:105 (syntax: NUL control character in the invalid-hostnames table (rules 2a, 2b).)
		"www.\u0000", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:117 (hostform: bracketed IPv6 with zone id in the invalid-hostnames table (rule 2a).)
		"[fe80::1%en0]", // lookalike
	}
}

func validHostnames() []string {
	return []string{
		// Source: github.com/go-openapi/strfmt/default_test.go:146 (hostcase: mixed-case hostname as a valid sample for a hostname validator, not a URI (rule 2c).)
		"Somewhere.Com", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:165 (hostform: trailing-dot hostname as a valid sample for a hostname validator (rule 2c).)
		"x.", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:171 (syntax: IDN hostname as a valid sample for a hostname validator (rule 2c).)
		"www.example.ôlà", // lookalike
		// localized hostnames
		// Source: github.com/go-openapi/strfmt/default_test.go:185 (syntax: localized hostname as a valid sample for a hostname validator (rule 2c).)
		"www.詹姆斯.org", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:187 (syntax: accented hostname as a valid sample for a hostname validator (rule 2c).)
		"www.élégigôö.org", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:188 (syntax: localized hostname with a generic TLD as a valid sample for a hostname validator (rule 2c).)
		"www.詹姆斯.london", // lookalike
		// localized top-level domains
		// Source: github.com/go-openapi/strfmt/default_test.go:190 (syntax: Devanagari hostname with a unicode TLD as a valid sample for a hostname validator (rule 2c).)
		"www.च.चऒ", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:191 (syntax: unicode TLD hostname as a valid sample for a hostname validator (rule 2c).)
		"www.कॉम", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:192 (syntax: localized hostname with a punycode TLD as a valid sample for a hostname validator (rule 2c).)
		"www.詹姆斯.xn--11b4c3d", // lookalike
		// Source: github.com/go-openapi/strfmt/default_test.go:203 (hostform: octal dotted IPv4 as a valid sample for a hostname validator (rule 2c).)
		"0300.0250.0340.001", // lookalike
	}
}

func TestFormatHostname(t *testing.T) {
	for _, h := range invalidHostnames() {
		if IsHostname(h) {
			t.Errorf("want invalid: %q", h)
		}
	}
	for _, h := range validHostnames() {
		if !IsHostname(h) {
			t.Errorf("want valid: %q", h)
		}
	}
}

func BenchmarkIsHostname(b *testing.B) {
	hostnames := []string{
		// Source: github.com/go-openapi/strfmt/default_test.go:1137 (syntax: IDN hostname in the benchmark input of the hostname validator (rule 2c).)
		"www.example.ôlà", // lookalike
	}
	for i := 0; i < b.N; i++ {
		_ = IsHostname(hostnames[i%len(hostnames)])
	}
}
