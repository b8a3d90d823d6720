package grafanaoperator

// ObjectMeta names an object.
type ObjectMeta struct {
	Name      string
	Namespace string
}

// External is an external Grafana instance.
type External struct {
	URL string
}

// GrafanaSpec is the spec of a Grafana.
type GrafanaSpec struct {
	External *External
	Protocol string
	Port     int
}

// GrafanaStatus is the status of a Grafana.
type GrafanaStatus struct {
	AdminURL string
}

// Grafana is a Grafana instance.
type Grafana struct {
	ObjectMeta
	Spec   GrafanaSpec
	Status GrafanaStatus
}
