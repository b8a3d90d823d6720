package ntfy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestConfig_Load(t *testing.T) {
	filename := filepath.Join(t.TempDir(), "client.yml")
	// Source: heckel.io/ntfy/v2/client/config_test.go:13 (syntax: a YAML client config whose default-host line holds http://localhost; the password is a separate YAML key and no URI userinfo; uniform sample 3 of 5 YAML configs)
	require.Nil(t, os.WriteFile(filename, []byte("\ndefault-host: http://localhost\ndefault-user: philipp\ndefault-password: mypass\nsubscribe:\n  - topic: no-command-with-auth\n    user: phil\n    password: mypass\n"), 0600)) // lookalike

	conf, err := LoadConfig(filename)
	require.Nil(t, err)
	require.Equal(t, "http://localhost", conf.DefaultHost)
	require.Equal(t, "mypass", *conf.DefaultPassword)
}

func TestConfig_NullPassword(t *testing.T) {
	filename := filepath.Join(t.TempDir(), "client.yml")
	// Source: heckel.io/ntfy/v2/client/config_test.go:76 (syntax: a YAML document with a localhost default host, config text and not a URI; uniform sample 3 of 5)
	require.Nil(t, os.WriteFile(filename, []byte("\ndefault-host: http://localhost\ndefault-user: philipp\ndefault-password: ~\n"), 0600)) // lookalike

	conf, err := LoadConfig(filename)
	require.Nil(t, err)
	require.Equal(t, "http://localhost", conf.DefaultHost)
}

func TestConfig_DefaultToken(t *testing.T) {
	filename := filepath.Join(t.TempDir(), "client.yml")
	// Source: heckel.io/ntfy/v2/client/config_test.go:122 (syntax: a YAML document with a localhost default host and a token key, config text and not a URI; uniform sample 3 of 5)
	require.Nil(t, os.WriteFile(filename, []byte("\ndefault-host: http://localhost\ndefault-token: tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2\nsubscribe:\n  - topic: mytopic\n"), 0600)) // lookalike

	conf, err := LoadConfig(filename)
	require.Nil(t, err)
	require.Equal(t, "http://localhost", conf.DefaultHost)
	require.Equal(t, "tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2", conf.DefaultToken)
}
