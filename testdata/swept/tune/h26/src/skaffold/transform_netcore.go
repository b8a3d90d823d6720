package skaffold

// ImageConfiguration captures information from a container image.
type ImageConfiguration struct {
	Env        map[string]string
	Entrypoint []string
	Arguments  []string
}

func isNetcoreApplicable(config ImageConfiguration) bool {
	if _, found := config.Env["ASPNETCORE_URLS"]; found {
		return true
	}
	if _, found := config.Env["DOTNET_RUNNING_IN_CONTAINER"]; found {
		return true
	}
	return len(config.Entrypoint) > 0 && config.Entrypoint[0] == "dotnet"
}
