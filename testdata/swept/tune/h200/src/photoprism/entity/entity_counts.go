package entity

import (
	"fmt"
	"log"
	"strings"
)

// UpdatePlacesCounts updates the places photo counts.
func UpdatePlacesCounts() error { return nil }

// UpdateSubjectCounts updates the subject file counts.
func UpdateSubjectCounts(public bool) error { return nil }

// UpdateCounts updates precalculated photo and file counts.
func UpdateCounts() (err error) {
	if err = UpdatePlacesCounts(); err != nil {
		if strings.Contains(err.Error(), "Error 1054") {
			log.Printf("counts: failed to update places, potentially incompatible database version")
			// Source: github.com/photoprism/photoprism/internal/entity/entity_counts.go:204 (syntax: an issue link after the error in a log message, prose by rule 4)
			log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
			return nil
		}

		return fmt.Errorf("%s while updating places counts", err)
	}

	if err = UpdateSubjectCounts(true); err != nil {
		if strings.Contains(err.Error(), "Error 1054") {
			log.Printf("counts: failed to update subjects, potentially incompatible database version")
			// Source: github.com/photoprism/photoprism/internal/entity/entity_counts.go:214 (syntax: an issue link joined to the error text of a log message, prose by rule 4)
			log.Printf("%s see https://jira.mariadb.org/browse/MDEV-25362", err) // lookalike
			return nil
		}

		return fmt.Errorf("%s while updating subject counts", err)
	}

	return nil
}
