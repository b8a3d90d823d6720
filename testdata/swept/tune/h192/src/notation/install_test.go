package notation

import "testing"

func TestInstall(t *testing.T) {
	t.Run("invalid plugin source url", func(t *testing.T) {
		opts := &pluginInstallOpts{
			pluginSourceType: PluginSourceTypeURL,
			inputChecksum:    "dummy",
			// Source: github.com/notaryproject/notation/v2/cmd/notation/plugin/install_test.go:34 (syntax: rule 2a and 2b, the case is named invalid plugin source url and expects the url.Parse error for the bare %)
			pluginSource: "http://[::1]/%", // lookalike
		}
		// Source: github.com/notaryproject/notation/v2/cmd/notation/plugin/install_test.go:36 (syntax: rule 4, the URL is quoted inside the expected error message, joined to words)
		expectedErrMsg := `failed to parse plugin download URL http://[::1]/% with error: parse "http://[::1]/%": invalid URL escape "%"` // lookalike
		err := install(&Command{}, opts)
		if err == nil || err.Error() != expectedErrMsg {
			t.Fatalf("expected error %s, but got %s", expectedErrMsg, err)
		}
	})
}
