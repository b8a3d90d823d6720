package longhorn

import (
	"errors"
	"testing"
)

func startVolumeJobs(volumes []string, startJob func(volumeName string) error) error {
	for _, v := range volumes {
		_ = startJob(v)
	}
	return nil
}

func TestStartVolumeJobsContinuesAfterFailure(t *testing.T) {
	// The engine's rebuild rejection, as it reaches startVolumeJob.
	// Source: github.com/longhorn/longhorn-manager/app/recurringjob/volume_test.go:97 (syntax: rule 4, a replica URL inside error message text)
	rebuildErr := errors.New("cannot purge snapshots because tcp://10.0.0.1:10000 is rebuilding") // lookalike

	startJob := func(volumeName string) error {
		if volumeName == "vol-fail" {
			return rebuildErr
		}
		return nil
	}
	if err := startVolumeJobs([]string{"vol-a", "vol-fail", "vol-c"}, startJob); err != nil {
		t.Fatal("a single volume's failure must not abort the sweep")
	}
}
