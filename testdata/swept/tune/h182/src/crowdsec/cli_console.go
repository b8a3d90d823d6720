package crowdsec

import (
	"github.com/sirupsen/logrus"
	"github.com/spf13/cobra"
)

func newConsoleCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use: "console [action]",
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliconsole/console.go:45 (syntax: the console link in parentheses inside a command's short help, prose by rule 4)
		Short:             "Manage interaction with Crowdsec console (https://app.crowdsec.net)", // lookalike
		DisableAutoGenTag: true,
	}
	cmd.AddCommand(newEnrollCmd())
	return cmd
}

func enrollResult(autoEnroll bool, ok bool) {
	if ok {
		if autoEnroll {
			// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliconsole/console.go:100 (dotsegment: the trailing dot ends the sentence of a log message, not a path segment; prose by rule 4)
			logrus.Warn("The instance is already enrolled in an organization; transfer it using https://app.crowdsec.net/.") // lookalike
			return
		}
	} else {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliconsole/console.go:116 (syntax: the console link inside a log message joined to words around it, prose by rule 4)
		logrus.Info("Watcher successfully enrolled. Visit https://app.crowdsec.net to accept it.") // lookalike
	}
}

func newEnrollCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: "enroll [enroll-key]",
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliconsole/console.go:208 (syntax: the console link followed by a bracketed note in short help, prose by rule 4)
		Short: "Enroll this instance to https://app.crowdsec.net [requires local API]", // lookalike
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliconsole/console.go:209 (syntax: the console links inside the long help text, prose by rule 4)
		Long:              "\nEnroll this instance to https://app.crowdsec.net\n\t\t\nYou can get your enrollment key by creating an account on https://app.crowdsec.net.\nAfter running this command your will need to validate the enrollment in the webapp.", // lookalike
		DisableAutoGenTag: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Usage()
			}
			return nil
		},
	}
	return cmd
}
