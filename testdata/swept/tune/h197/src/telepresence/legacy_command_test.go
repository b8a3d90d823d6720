package telepresence

import (
	"strings"
	"testing"
)

func Test_legacyCommands(t *testing.T) {
	type testcase struct {
		name               string
		inputLegacyCommand string
		outputTP2Command   string
		msg                string
	}
	testCases := []testcase{
		{
			name: "runCommand",
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/cmd/legacy_command_test.go:65 (syntax: a command line in which the URL is one argument among words, command text by rule 4)
			inputLegacyCommand: "telepresence --run curl http://myservice:8080/", // lookalike
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/cmd/legacy_command_test.go:66 (syntax: the expected translated command line, with the URL as one argument among words, rule 4)
			outputTP2Command: "connect -- curl http://myservice:8080/", // lookalike
		},
	}
	for _, tc := range testCases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			args := strings.Fields(tc.inputLegacyCommand)
			if got := translateLegacy(args[1:]); got != tc.outputTP2Command {
				t.Errorf("got %q, want %q", got, tc.outputTP2Command)
			}
		})
	}
}
