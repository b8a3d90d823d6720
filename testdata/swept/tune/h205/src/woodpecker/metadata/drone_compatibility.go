package metadata

// SetDroneEnviron copies woodpecker environment values to their drone names.
func SetDroneEnviron(env map[string]string) {
	copyEnv("CI_PIPELINE_URL", "DRONE_BUILD_LINK", env)
	copyEnv("CI_PIPELINE_FORGE_URL", "DRONE_COMMIT_LINK", env)
	copyEnv("CI_REPO_URL", "DRONE_REPO_LINK", env)
	copyEnv("CI_REPO_CLONE_URL", "DRONE_REMOTE_URL", env)
	copyEnv("CI_REPO_CLONE_URL", "DRONE_GIT_HTTP_URL", env)
	copyEnv("CI_SYSTEM_HOST", "DRONE_SYSTEM_HOST", env)
}

func copyEnv(woodpecker, drone string, env map[string]string) {
	var present bool
	var value string

	value, present = env[woodpecker]
	if present {
		env[drone] = value
	}
}
