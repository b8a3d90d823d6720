package crowdsec

import (
	"errors"
	"fmt"
	"strconv"
)

// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/dashboard.go:19 (syntax: a blog link at the end of an error message, prose by rule 4)
var ErrDashboardDeprecated = errors.New("command 'dashboard' has been removed, please read https://docs.crowdsec.net/blog/cscli_dashboard_deprecation/") // lookalike

type cliDoc struct{}

// linkHandler maps a generated doc file name (cscli_alerts.md) to its site link.
func (cliDoc) linkHandler(name string) string {
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/doc.go:63 (escaper: the name is a generated doc file name like cscli_alerts.md with nothing to escape, the value meets the escaper check, so the rule 1 standard of working code is met)
	return fmt.Sprintf("/cscli/%s", name) // lookalike
}

type alertSource struct {
	Scope *string
	Value *string
}

// alertsTable shows an alert's source as "Scope:Value" (e.g. Ip:1.2.3.4).
func alertsTableRow(src alertSource) string {
	displayVal := *src.Scope
	if *src.Value != "" {
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clialert/table.go:32 (hostjoin: a decision scope and value joined for a table cell, no URI or authority is built, so the check does not apply (rule 5, context); uniform sample 4 of 9 such colon joins)
		displayVal += ":" + *src.Value // lookalike
	}
	return displayVal
}

type decisionItem struct {
	ID    int64
	Scope *string
	Value *string
}

// decisionsToTable renders decisions as raw CSV rows.
func decisionsRaw(d decisionItem) []string {
	return []string{
		strconv.FormatInt(d.ID, 10),
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clidecision/decisions.go:78 (hostjoin: a decision scope and value joined for a CSV cell such as Ip:1.2.3.4, no URI, no URI or authority is built, so the check does not apply (rule 5, context); uniform sample 4 of 9 such colon joins)
		*d.Scope + ":" + *d.Value, // lookalike
	}
}
