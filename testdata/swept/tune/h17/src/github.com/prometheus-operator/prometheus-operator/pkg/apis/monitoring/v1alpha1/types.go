// Package v1alpha1 stands in for
// github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1alpha1:
// only what the cases use.
package v1alpha1

// WeChatConfig configures notifications via WeChat.
type WeChatConfig struct {
	CorpID string
	APIURL string
}

// Receiver defines one or more notification integrations.
type Receiver struct {
	Name          string
	WeChatConfigs []WeChatConfig
}

// Route defines a node in the routing tree.
type Route struct {
	Receiver string
}

// AlertmanagerConfigSpec is a specification of the desired behavior of the
// Alertmanager configuration.
type AlertmanagerConfigSpec struct {
	Route     *Route
	Receivers []Receiver
}

// AlertmanagerConfig configures an Alertmanager instance.
type AlertmanagerConfig struct {
	Name string
	Spec AlertmanagerConfigSpec
}
