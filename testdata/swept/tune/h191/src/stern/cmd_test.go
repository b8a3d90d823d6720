package stern

import (
	"path/filepath"
	"testing"

	"github.com/spf13/pflag"
)

func TestOptionsOverrideFlagSetDefaultFromConfig(t *testing.T) {
	wd := "."
	tests := []struct {
		name                    string
		flagConfigFilePathValue string
		flagTailValue           string
		expectedTailValue       int64
		wantErr                 bool
	}{
		{
			name:                    "--config=testdata/config-tail1.yaml and --tail=2",
			flagConfigFilePathValue: filepath.Join(wd, "testdata/config-tail1.yaml"),
			flagTailValue:           "2",
			expectedTailValue:       2,
			wantErr:                 false,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewOptions()
			fs := pflag.NewFlagSet("", pflag.ExitOnError)
			o.AddFlags(fs)

			args := []string{}
			if tt.flagConfigFilePathValue != "" {
				// Source: github.com/stern/stern/cmd/cmd_test.go:997 (escaper: a command-line flag argument "--config=PATH" given to FlagSet.Parse, no URI query, so nothing needs URL escaping)
				args = append(args, "--config="+tt.flagConfigFilePathValue) // lookalike
			}
			if tt.flagTailValue != "" {
				// Source: github.com/stern/stern/cmd/cmd_test.go:1000 (escaper: the "--tail=N" flag argument for FlagSet.Parse, not a query parameter spliced into a URI)
				args = append(args, "--tail="+tt.flagTailValue) // lookalike
			}

			if err := fs.Parse(args); err != nil {
				t.Fatal(err)
			}

			err := o.overrideFlagSetDefaultFromConfig(fs)
			if tt.wantErr {
				if err == nil {
					t.Error("expected err, but got nil")
				}
				return
			}
			if err != nil {
				t.Errorf("unexpected err: %v", err)
			}
			if tt.expectedTailValue != o.tail {
				t.Errorf("expected %d for tail, but got %d", tt.expectedTailValue, o.tail)
			}
		})
	}
}

func TestOptionsOverrideFlagSetDefaultFromConfigArray(t *testing.T) {
	tests := []struct {
		config string
	}{
		{config: "testdata/config-string.yaml"},
	}

	for _, tt := range tests {
		tt := tt
		t.Run(tt.config, func(t *testing.T) {
			o := NewOptions()
			fs := pflag.NewFlagSet("", pflag.ExitOnError)
			o.AddFlags(fs)
			// Source: github.com/stern/stern/cmd/cmd_test.go:1055 (escaper: the "--config=PATH" flag argument built for FlagSet.Parse, a CLI argument and no URI)
			if err := fs.Parse([]string{"--config=" + tt.config}); err != nil { // lookalike
				t.Fatal(err)
			}
			if err := o.overrideFlagSetDefaultFromConfig(fs); err != nil {
				t.Fatal(err)
			}
		})
	}
}
