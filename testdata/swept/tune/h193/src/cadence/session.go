package cadence

type sessionEnvironmentImpl struct {
	resourceID               string
	resourceSpecificTasklist string
}

func getCreationTasklist(base string) string {
	return base + "__internal_session_creation"
}

func getResourceSpecificTasklist(resourceID string) string {
	// Source: go.uber.org/cadence/internal/session.go:385 (hostjoin: a resource ID and the host name joined with @ form a task-list name, not the userinfo and host of any URI, a look-alike)
	return resourceID + "@" + getHostName() // lookalike
}

func newSessionEnvironment(resourceID string) *sessionEnvironmentImpl {
	return &sessionEnvironmentImpl{
		resourceID:               resourceID,
		resourceSpecificTasklist: getResourceSpecificTasklist(resourceID),
	}
}
