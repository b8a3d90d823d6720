package crowdsec

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newHubCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "hub [action]",
		Short: "Manage hub index",
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clihub/hub.go:39 (syntax: markdown links to the hub inside long help text, prose by rule 4)
		Long:    "Hub management\n\nList/update parsers/scenarios/postoverflows/collections from [Crowdsec Hub](https://hub.crowdsec.net).\nThe Hub is managed by cscli, to get the latest hub files from [Crowdsec Hub](https://hub.crowdsec.net), you need to update.", // lookalike
		Example: "cscli hub list",
	}
}

// installHubSpecs looks up hub items by their "type:name" key.
func installHubSpecs(hubSpecs []map[string][]string, getItemFQ func(string) error) {
	for _, itemMap := range hubSpecs {
		for itemType, itemNames := range itemMap {
			for _, itemName := range itemNames {
				// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clisetup/hub.go:99 (hostjoin: an item type and name joined into a hub lookup key, no host or authority is built, so the check does not apply (rule 5, context); uniform sample 4 of 9 such colon joins)
				fqName := itemType + ":" + itemName // lookalike
				if err := getItemFQ(fqName); err != nil {
					fmt.Printf("Could not find %q in hub index, skipping install\n", fqName)
				}
			}
		}
	}
}
