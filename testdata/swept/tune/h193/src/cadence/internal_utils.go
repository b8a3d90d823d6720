package cadence

import (
	"fmt"
	"os"
)

func getHostName() string {
	hostName, err := os.Hostname()
	if err != nil {
		hostName = "UnKnown"
	}
	return hostName
}

// TaskList names a Cadence task list.
type TaskList struct {
	Name *string
}

func getWorkerTaskList(stickyUUID string) string {
	// includes hostname for debuggability, stickyUUID guarantees the uniqueness
	// Source: go.uber.org/cadence/internal/internal_utils.go:222 (hostjoin: the host name and a UUID joined with a colon form a sticky task-list name, not a host:port authority of any URI, a look-alike)
	return fmt.Sprintf("%s:%s", getHostName(), stickyUUID) // lookalike
}

func stickyTaskList(stickyUUID string) *TaskList {
	name := getWorkerTaskList(stickyUUID)
	return &TaskList{Name: &name}
}
