package skaffold

// HelmRelease describes a helm release to be deployed.
type HelmRelease struct {
	Name      string
	ChartPath string
	Version   string
	Repo      string
}

// LegacyHelmDeploy uses the `helm` CLI to apply the charts to the cluster.
type LegacyHelmDeploy struct {
	Releases []HelmRelease
}
