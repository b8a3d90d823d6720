// Package crowdsec rewrites the parts of github.com/crowdsecurity/crowdsec
// that decide the labels of this set.
package crowdsec

import "fmt"

type allowlist struct {
	FromConsole bool
	AllowlistID string
}

// cliAllowLists.delete refuses to delete a console-managed allowlist.
func allowlistsDelete(name string, list allowlist) error {
	if list.FromConsole {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliallowlists/allowlists.go:390 (syntax: a console link inside error text joined to words around it, prose by rule 4)
		return fmt.Errorf("allowlist %s is managed by console, cannot delete with cscli. Please visit https://app.crowdsec.net/allowlists/%s to unsubscribe", name, list.AllowlistID) // lookalike
	}
	return nil
}

// cliAllowLists.add refuses to update a console-managed allowlist.
func allowlistsAdd(name string, allowlist allowlist) error {
	if allowlist.FromConsole {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliallowlists/allowlists.go:466 (syntax: a console link inside error text, prose by rule 4)
		return fmt.Errorf("allowlist %s is managed by console, cannot update with cscli. Please visit https://app.crowdsec.net/allowlists/%s to update", name, allowlist.AllowlistID) // lookalike
	}
	return nil
}

// cliAllowLists.remove refuses to remove items from a console-managed allowlist.
func allowlistsRemove(name string, allowlist allowlist) error {
	if allowlist.FromConsole {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliallowlists/allowlists.go:618 (syntax: a console link inside error text, prose by rule 4)
		return fmt.Errorf("allowlist %s is managed by console, cannot delete with cscli. Please visit https://app.crowdsec.net/allowlists/%s to delete", name, allowlist.AllowlistID) // lookalike
	}
	return nil
}

// cliAllowLists.importFile refuses to import into a console-managed allowlist.
func allowlistsImport(name string, allowlist allowlist) error {
	if allowlist.FromConsole {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/cliallowlists/import.go:117 (syntax: a console link inside error text, prose by rule 4)
		return fmt.Errorf("allowlist %s is managed by console, cannot update with cscli. Please visit https://app.crowdsec.net/allowlists/%s to update", name, allowlist.AllowlistID) // lookalike
	}
	return nil
}
