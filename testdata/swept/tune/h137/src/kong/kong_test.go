package kong

import "testing"

func mustNew(t *testing.T, target interface{}) *Kong {
	t.Helper()
	k, err := New(target)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestDefaultCommandFlagsBeforeSiblingCommand(t *testing.T) {
	type cli struct {
		Group struct {
			List struct {
				// Source: github.com/alecthomas/kong/kong_test.go:1903 (plainhttp: a default flag value on a reserved example host that is never requested.)
				ServerURL string `name:"server-url" default:"http://default.example"` // lookalike
			} `cmd:"" default:"withargs"`
		} `cmd:""`
	}
	tests := []struct {
		name    string
		args    []string
		command string
		err     string
	}{
		// Source: github.com/alecthomas/kong/kong_test.go:1918 (syntax: a command-line argument of the form flag=value whose value is a well-formed URI, in a row that expects a flag-placement error and no URI error.)
		{name: "RejectsDefaultFlagBeforeSibling",
			args: []string{"group", "--server-url=http://x.example", "clear"}, // lookalike
			err:  `flag --server-url applies to the default command "list", not "clear"`},
		// Source: github.com/alecthomas/kong/kong_test.go:1921 (syntax: a command-line argument of the form flag=value whose value is a well-formed URI on a reserved example host.)
		{name: "DefaultCommandWithoutName",
			args:    []string{"group", "--server-url=http://x.example"}, // lookalike
			command: "group list"},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			var actual cli
			p := mustNew(t, &actual)
			_, err := p.Parse(test.args)
			if test.err != "" {
				if err == nil || err.Error() != test.err {
					t.Fatalf("got %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
