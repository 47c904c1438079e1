enum AutoLayoutModule {}
