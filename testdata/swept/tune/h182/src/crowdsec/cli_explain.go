package crowdsec

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"
)

func newExplainCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "explain",
		Short: "Explain log pipeline",
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliexplain/explain.go:74 (syntax: a file DSN inside example command lines of the help text, prose by rule 4)
		Example:           "\ncscli explain --file ./myfile.log --type nginx \ncscli explain --log \"Sep 19 18:33:22 scw-d95986 sshd[24347]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=1.2.3.4\" --type syslog\ncscli explain --dsn \"file://myfile.log\" --type nginx\ntail -n 5 myfile.log | cscli explain --type nginx -f -\n\t\t", // lookalike
		DisableAutoGenTag: true,
	}
}

// explainDSN builds the DSN handed to the file datasource (see
// FileSource.ConfigureByDSN, which strips "file://" and globs the rest as is).
func explainDSN(logFile string) (string, error) {
	var dsn string
	if logFile != "" {
		absolutePath, err := filepath.Abs(logFile)
		if err != nil {
			return "", fmt.Errorf("unable to get absolute path of '%s', exiting", logFile)
		}
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliexplain/explain.go:198 (escaper: the file datasource strips the prefix and globs the raw path without decoding, so escaping the path would break it; rule 5)
		dsn = "file://" + absolutePath // lookalike
	}
	return dsn, nil
}
