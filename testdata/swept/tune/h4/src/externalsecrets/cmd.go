// Package externalsecrets holds cases from github.com/external-secrets/external-secrets.
package externalsecrets

import "flag"

type command struct {
	Use   string
	Short string
	Long  string
}

// Source: github.com/external-secrets/external-secrets/cmd/controller/webhook.go:60 (command help text with a docs link)
var webhookCmd = &command{
	Use:   "webhook",
	Short: "Webhook for secret stores.",
	Long: `Webhook implementation for secret stores.
	For more information visit https://secrets.example.com`, // lookalike
}

func flags() {
	var ciphers string
	// Source: github.com/external-secrets/external-secrets/cmd/controller/webhook.go:254 (flag usage concatenation ending in a docs URL)
	flag.StringVar(&ciphers, "tls-ciphers", "", "comma separated list of tls ciphers allowed."+
		" Full lists of available ciphers can be found at https://pkg.example.com/crypto/tls#pkg-constants."+ // lookalike
		" If not set, the default Go ciphers are used.")
	_ = webhookCmd
}
