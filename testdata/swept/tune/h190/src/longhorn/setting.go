package longhorn

// SettingDefinition is a stand-in for types.SettingDefinition; Description is
// text shown to users.
type SettingDefinition struct {
	DisplayName string
	Description string
	Default     string
}

var (
	SettingDefinitionManagerURL = SettingDefinition{
		DisplayName: "Manager URL",
		// Source: github.com/longhorn/longhorn-manager/types/setting.go:784 (syntax: rule 4, the format scheme://host[:port] and example URLs sit inside setting help text)
		Description: "The external URL used to access the Longhorn Manager API. When set, this URL is returned in API responses (the actions and links fields) instead of the internal pod IP. Format: scheme://host[:port] (for example, https://longhorn.example.com or https://longhorn.example.com:8443). Leave it empty to use the default behavior.", // lookalike
		Default:     "",
	}

	SettingDefinitionAllowCollectingLonghornUsageMetrics = SettingDefinition{
		DisplayName: "Allow Collecting Longhorn Usage Metrics",
		// Source: github.com/longhorn/longhorn-manager/types/setting.go:795 (syntax: rule 4, a link inside setting help text joined to words)
		Description: "Enabling this setting will allow Longhorn to provide additional usage metrics to https://metrics.longhorn.io/.\n" + "This information will help us better understand how Longhorn is being used, which will ultimately contribute to future improvements.\n", // lookalike
	}

	SettingDefinitionSystemManagedComponentsNodeSelector = SettingDefinition{
		DisplayName: "System Managed Components Node Selector",
		// Source: github.com/longhorn/longhorn-manager/types/setting.go:919 (syntax: rule 4, a documentation link and key=value examples inside setting help text)
		Description: "Multiple label key-value pairs are separated by semicolon. For example: \n\n" + "* `label-key1=label-value1; label-key2=label-value2` \n\n" + "Please see the documentation at https://longhorn.io for more detailed instructions about changing node selector", // lookalike
	}
)
