package gosec

// G101Samples are source programs given to the hard-coded credentials rule, with the issue count it must report.
var G101Samples = []struct {
	Code   string
	Issues int
}{
	{"package main\n\nimport \"fmt\"\n\nfunc main() {\n" +
		// Source: github.com/securego/gosec/v2/testutils/g101_samples.go:509 (credentials: the password URL sits in a fixture program the secret detector is expected to flag once, a deliberate bad input.)
		"\turl := \"https://username:abcdef0123456789abcdef0123456789abcdef01@contoso.com/\"\n" + // lookalike
		"\tfmt.Println(url)\n}\n", 1},
	{"package main\n\n// #nosec G101 -- example connection strings in help text are not real credentials\n" +
		"var long = `Config file format:\n  databases:\n    db1:\n" +
		// Source: github.com/securego/gosec/v2/testutils/g101_samples.go:598 (credentials: the connection string is an example in a command's help text inside a fixture program expected to give no issue.)
		"      url: \"postgres://user:pass@host:5432/db1\"\n" + // lookalike
		"`\n\nfunc main() { _ = long }\n", 0},
}
